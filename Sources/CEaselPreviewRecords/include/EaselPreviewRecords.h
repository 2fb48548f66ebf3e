#ifndef EASEL_PREVIEW_RECORDS_H
#define EASEL_PREVIEW_RECORDS_H

/// The records `#Preview` places in the `easel_previews` section of the image this file is
/// linked into: returns the first byte and sets `*end` to one past the last, or returns a null
/// pointer (and a null end) when the image has no such section.
const void *_Nullable easel_preview_records(const void *_Nullable *_Nonnull end);

#endif
