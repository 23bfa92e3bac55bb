"""A clipboard reader that quits before the owner answers (for tests/framework/test_clipboard_x11.py).

``python tools/harness/x11_reader.py N``: N times, open the display, ask for the
CLIPBOARD as UTF8_STRING into a fresh window, and close the connection at
once, so the owner's reply goes to a window that no longer exists (BadWindow).
Plain Xlib through ctypes: no extra package.
"""

from __future__ import annotations

import ctypes
import sys
import time


def main() -> None:
    x = ctypes.CDLL("libX11.so.6")
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x.XDefaultRootWindow.restype = ctypes.c_ulong
    x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x.XCreateSimpleWindow.restype = ctypes.c_ulong
    ints, ulongs = [ctypes.c_int] * 4, [ctypes.c_ulong] * 2
    x.XCreateSimpleWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, *ints, *ulongs]
    x.XInternAtom.restype = ctypes.c_ulong
    x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x.XConvertSelection.argtypes = [ctypes.c_void_p] + [ctypes.c_ulong] * 5
    x.XFlush.argtypes = x.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x.XGetSelectionOwner.restype = ctypes.c_ulong
    x.XGetSelectionOwner.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    for _ in range(int(sys.argv[1])):
        dpy = x.XOpenDisplay(None)
        if not dpy:
            sys.exit("cannot open the display")
        win = x.XCreateSimpleWindow(dpy, x.XDefaultRootWindow(dpy), 0, 0, 1, 1, 0, 0, 0)
        clip = x.XInternAtom(dpy, b"CLIPBOARD", 0)
        utf8 = x.XInternAtom(dpy, b"UTF8_STRING", 0)
        prop = x.XInternAtom(dpy, b"BHA_READER", 0)
        x.XConvertSelection(dpy, clip, utf8, prop, win, 0)
        x.XFlush(dpy)
        x.XCloseDisplay(dpy)  # gone before the owner answers
        time.sleep(0.05)


if __name__ == "__main__":
    main()
