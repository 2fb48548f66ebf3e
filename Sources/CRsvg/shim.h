#ifndef EASEL_CRSVG_SHIM_H
#define EASEL_CRSVG_SHIM_H
// librsvg draws SVG documents with Cairo; EaselCairo uses it for SVG images.
#include <librsvg/rsvg.h>
#endif
