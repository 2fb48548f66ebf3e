#include "EaselPreviewRecords.h"

// The linker defines __start_ and __stop_ symbols around every section whose name is a C
// identifier. Weak, so that an image without previews links and gets null pointers.
extern char __start_easel_previews[] __attribute__((weak));
extern char __stop_easel_previews[] __attribute__((weak));

const void *easel_preview_records(const void **end) {
  *end = __stop_easel_previews;
  return __start_easel_previews;
}
