#ifndef EASEL_CMIMALLOC_SHIM_H
#define EASEL_CMIMALLOC_SHIM_H
// mimalloc is the process's allocator in every program that draws with Easel (EaselCairo
// links it); EaselCairo asks it to return free memory to the system when a window goes idle.
#include <mimalloc.h>
#endif
