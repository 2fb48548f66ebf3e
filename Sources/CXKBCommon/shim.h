#ifndef EASEL_CXKBCOMMON_SHIM_H
#define EASEL_CXKBCOMMON_SHIM_H
// libxkbcommon: keymaps, keyboard state and Compose sequences; libxkbcommon-x11: the keymap
// and state of an X server's keyboard, read over the XCB connection under Xlib's.
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbcommon-x11.h>
#endif
