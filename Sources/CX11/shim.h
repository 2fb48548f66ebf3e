#ifndef EASEL_CX11_SHIM_H
#define EASEL_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/XKBlib.h>
#include <X11/Xlib-xcb.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XTest.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/* Input methods (XIM): Xlib's IM and IC functions take variable argument lists, which Swift
   cannot call; these wrappers pass the arguments Easel uses. */

/* A preedit callback (PreeditDone, PreeditDraw, PreeditCaret) and PreeditStart, which
   returns the longest pre-edit the client takes (-1: no limit). */
typedef void (*EaselXIMProc)(XIC, XPointer, XPointer);
typedef int (*EaselXIMStartProc)(XIC, XPointer, XPointer);
/* XNDestroyCallback's procedure: the input method went away. */
typedef void (*EaselXIMDestroyProc)(XIM, XPointer, XPointer);

/* The input styles the input method offers (free with XFree), or NULL. */
static inline XIMStyles *easel_xim_styles(XIM im) {
  XIMStyles *styles = NULL;
  if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL) return NULL;
  return styles;
}

/* Asks to be told when the input method goes away (its server exits). */
static inline void easel_xim_set_destroy_callback(
    XIM im, XPointer client, EaselXIMDestroyProc proc) {
  XIMCallback callback = {client, (XIMProc)proc};
  XSetIMValues(im, XNDestroyCallback, &callback, NULL);
}

/* An input context on `window` that draws its pre-edit through the callbacks
   (XIMPreeditCallbacks | XIMStatusNothing). */
static inline XIC easel_xic_create_callbacks(
    XIM im, Window window, XPointer client, EaselXIMStartProc start, EaselXIMProc done,
    EaselXIMProc draw, EaselXIMProc caret) {
  XIMCallback startCallback = {client, (XIMProc)start};
  XIMCallback doneCallback = {client, (XIMProc)done};
  XIMCallback drawCallback = {client, (XIMProc)draw};
  XIMCallback caretCallback = {client, (XIMProc)caret};
  XVaNestedList preedit = XVaCreateNestedList(
      0, XNPreeditStartCallback, &startCallback, XNPreeditDoneCallback, &doneCallback,
      XNPreeditDrawCallback, &drawCallback, XNPreeditCaretCallback, &caretCallback, NULL);
  if (preedit == NULL) return NULL;
  XIC ic = XCreateIC(
      im, XNInputStyle, (XIMStyle)(XIMPreeditCallbacks | XIMStatusNothing), XNClientWindow,
      window, XNFocusWindow, window, XNPreeditAttributes, preedit, NULL);
  XFree(preedit);
  return ic;
}

/* An input context on `window` whose input method shows its pre-edit itself, if at all
   (XIMPreeditNothing | XIMStatusNothing). */
static inline XIC easel_xic_create_nothing(XIM im, Window window) {
  return XCreateIC(
      im, XNInputStyle, (XIMStyle)(XIMPreeditNothing | XIMStatusNothing), XNClientWindow,
      window, XNFocusWindow, window, NULL);
}

/* The events the input context needs the window to select (XNFilterEvents). */
static inline unsigned long easel_xic_filter_events(XIC ic) {
  unsigned long mask = 0;
  if (XGetICValues(ic, XNFilterEvents, &mask, NULL) != NULL) return 0;
  return mask;
}

/* Moves the input context's spot (XNSpotLocation), where the input method shows what it
   composes; returns whether the input method took it. */
static inline int easel_xic_set_spot(XIC ic, short x, short y) {
  XPoint spot = {x, y};
  XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
  if (preedit == NULL) return 0;
  char *failed = XSetICValues(ic, XNPreeditAttributes, preedit, NULL);
  XFree(preedit);
  return failed == NULL;
}
#endif
