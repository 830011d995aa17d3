"""Whether Qt can open a window on this Linux desktop, asked before it tries: when its X11
platform plugin cannot load (most often for a system library a fresh desktop lacks, such as
libxcb-cursor0) Qt aborts the process with a core dump and a line a player never sees."""

from __future__ import annotations

import ctypes
import os
import re
import sys
from pathlib import Path


def xcb_problem(platform: str | None = None) -> str:
    """Why Qt's X11 plugin cannot load here: the loader's error, or "" when it loads (or when
    it is not the plugin Qt will use: another `platform` (by default QT_QPA_PLATFORM's), Wayland,
    not Linux, no plugin found)."""
    if not _uses_xcb(platform):
        return ""
    from PySide6.QtCore import QLibraryInfo

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / "libqxcb.so"
    if not plugin.is_file():
        return ""  # Qt says so itself, and names what it looked for
    try:
        ctypes.CDLL(str(plugin))
    except OSError as e:
        return str(e)
    return ""


def no_display_text() -> str:
    """What to tell a player who started the app where no screen can show it (neither DISPLAY nor
    WAYLAND_DISPLAY: a console, or SSH without X forwarding), where Qt aborts with a core dump and
    a misleading line about libxcb-cursor0 (found starting it from a terminal with no display);
    "" when a display is there or another platform is asked for."""
    if not sys.platform.startswith("linux"):
        return ""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith(("xcb", "wayland")) or os.environ.get("DISPLAY") \
            or os.environ.get("WAYLAND_DISPLAY"):
        return ""
    return ("Texas 42 cannot open its window: there is no display here (neither DISPLAY nor WAYLAND_DISPLAY is "
            "set).\nStart it from your desktop, or over SSH with X forwarding (ssh -X).")


def unreachable_display_text(platform: str | None = None) -> str:
    """What to tell a player whose DISPLAY names an X server that does not answer (a stale
    DISPLAY after SSH, found by QA: Qt aborted with the same misleading line about
    libxcb-cursor0), or whose Wayland socket is not there; "" when it answers, or when Qt
    will use neither (see `xcb_problem`)."""
    if not _uses_xcb(platform):
        return _dead_wayland(platform)
    display = os.environ.get("DISPLAY", "")
    if not display:  # Qt will use X11 and there is none: only WAYLAND_DISPLAY is set, outside a Wayland session
        return "" if not os.environ.get("WAYLAND_DISPLAY") else (
            "Texas 42 cannot open its window: DISPLAY is not set, and WAYLAND_DISPLAY is used in a Wayland session "
            "(XDG_SESSION_TYPE=wayland) or with QT_QPA_PLATFORM=wayland.\n"
            "Start it from your desktop, or over SSH with X forwarding (ssh -X).")
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return ""  # xcb_problem names what is missing
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    failed = xcb.xcb_connection_has_error(connection)
    xcb.xcb_disconnect(connection)
    if not failed:
        return ""
    return (f"Texas 42 cannot open its window: the display it was given (DISPLAY={display}) does not answer.\n"
            "Start it from your desktop, or over SSH with X forwarding (ssh -X).")


def _dead_wayland(platform: str | None) -> str:
    """Qt will use Wayland and its socket is not there (found by QA: a stale WAYLAND_DISPLAY aborted)."""
    platform = os.environ.get("QT_QPA_PLATFORM", "") if platform is None else platform
    if not sys.platform.startswith("linux") or platform and not platform.startswith("wayland"):
        return ""
    name = os.environ.get("WAYLAND_DISPLAY") or "wayland-0"
    socket = Path(name) if Path(name).is_absolute() else Path(os.environ.get("XDG_RUNTIME_DIR", "/nonexistent")) / name
    if socket.exists():
        return ""
    return (f"Texas 42 cannot open its window: the display it was given (WAYLAND_DISPLAY={name}) does not answer.\n"
            "Start it from your desktop, or over SSH with X forwarding (ssh -X).")


def _uses_xcb(platform: str | None) -> bool:
    """Whether Qt will open its window with the X11 plugin here (Linux only)."""
    if not sys.platform.startswith("linux"):
        return False
    platform = os.environ.get("QT_QPA_PLATFORM", "") if platform is None else platform
    if platform:
        return platform.startswith("xcb")
    return not (os.environ.get("XDG_SESSION_TYPE") == "wayland" and os.environ.get("WAYLAND_DISPLAY"))


def package_of(error: str) -> str:
    """The Debian package that most likely holds the library a loader error names
    ("libxcb-cursor.so.0: cannot open…" → "libxcb-cursor0"), or "" when it names none."""
    found = re.search(r"(lib[\w+.-]+?)\.so\.(\d+)", error)
    if found is None:
        return ""
    name, version = found.groups()
    return f"{name}{'-' if name[-1].isdigit() else ''}{version}"


def cannot_open_text(error: str) -> str:
    """What to tell a player whose desktop cannot show the window, and what to install."""
    package = package_of(error)
    install = f"sudo apt install {package}" if package else \
        "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0"
    return ("Texas 42 cannot open its window: Qt's X11 plugin needs a system library that is missing "
            f"({error}).\nOn Debian or Ubuntu, install it with:\n    {install}\nthen start Texas 42 again.")
