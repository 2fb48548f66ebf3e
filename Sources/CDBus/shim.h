#ifndef EASEL_CDBUS_SHIM_H
#define EASEL_CDBUS_SHIM_H
#include <dbus/dbus.h>
#endif
