"""Keeps the garbage collector's full passes out of the table's animations.

A full pass walks every object the collector tracks. With PySide6 and the app loaded that is
some 46,000 objects, and a pass took 36-50 ms on a two-core machine: a hitch in an animation and
the GUI's longest stall while AI seats play. Nearly all of them live as long as the app
(modules, classes, functions, Qt wrappers), so once the window is up they are moved out of the
collector's reach; its passes then walk only what was made since.
"""

from __future__ import annotations

import gc

_frozen = False


def freeze_start_up() -> None:
    """Exempt what is alive now from the collector's passes (once per process: a later call
    would also keep every cycle made since then, garbage included, for good)."""
    global _frozen
    if not _frozen:
        _frozen = True
        gc.freeze()
