"""The side panels' tab bars: titles whole where the panels are narrow, with less room beside each.

Found at 1024x700 with fonts at 130 dpi (a 756x517 screen to Qt): the table's least width left the
panels 202 px, and the four tabs, 215 px with the style's room beside each title (245 in Slovak or
Vietnamese), scrolled behind arrows. With 3 px a side they take 143 (173). Eliding is no way out:
Qt cuts every tab alike ("Su…", "Pu…"; found at 800x600: every tab read "…").
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QDockWidget, QStyle, QStyleOption, QTabBar, QWidget

from .focus_ring import FocusRing

TIGHTEST = 6
"""The least room beside a tab's title (both sides together): narrower still, the bar scrolls as
before. Italian's "Suggerimento" needs it at 1024x700 and 130 dpi."""
SMALLEST = 0.8
"""The least share of the window's font the tab titles shrink to where the least room beside them
is not enough (narrower still, the bar scrolls as before); with the screen's text scaled up, down
to the font's size unscaled (`smallest`)."""
STANDARD_DPI = 96
"""The logical dots per inch of a screen whose text is not scaled (Windows' 100%, X11's default)."""
LEAST = 2 / 3
"""The least share of all, however far the screen is scaled: at twice the pixels (a high-density
screen, a Mac's Retina) half the font would be as small as text unscaled on that dense a screen."""
STEP = 0.05
"""The titles shrink in steps of this share of the window's font."""
SPARE = 6
"""The pixels to spare before shrunk titles grow a step again (the frame's measure varies by a
pixel or two with the size)."""
SHARE = "tabFontShare"
"""A bar's property: the share of the window's font its titles are drawn in, where less than all."""
SPACE = "tabSpace"
"""A bar's property: the room beside its titles where it is less than the style's own."""
_HSPACE = QStyle.PixelMetric.PM_TabBarTabHSpace


class TabSpacing(FocusRing):
    """The application's style, with the room beside a tab bar's titles its `SPACE` property gives
    (and the keyboard's tab ringed, as the app's style rings it: a bar with a style of its own does
    not have the app's; found by playing by keyboard: Tab to the side panels' tabs showed a faint tint)."""

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        if metric == _HSPACE and widget is not None and (space := widget.property(SPACE)) is not None:
            return int(space)
        return super().pixelMetric(metric, option, widget)

    def own_space(self, bar: QTabBar) -> int:
        return super().pixelMetric(_HSPACE, None, bar)


class TabFitter(QObject):
    """Gives the side panels' tab bars `TabSpacing` and, as a bar is resized, the most room beside its
    titles (up to the style's own) with which every title shows at once."""

    def __init__(self, parent: QObject):
        super().__init__(parent)
        self.spacing = _style()

    def take(self, bar: QTabBar) -> None:
        """Look after `bar` (again: Qt makes a bar anew as it lays the docks out)."""
        if bar.property("tabFitter") is None:
            bar.setProperty("tabFitter", True)
            bar.setStyle(self.spacing)
            bar.installEventFilter(self)
        self.fit(bar)

    def fit(self, bar: QTabBar) -> None:
        count = bar.count()
        if count == 0:
            return
        self._fit_font(bar, count)
        own = self.spacing.own_space(bar)
        now = self.spacing.pixelMetric(_HSPACE, None, bar)
        titles = bar.sizeHint().width() - count * now  # (each tab is its title and the room beside it)
        space = min(own, max(TIGHTEST, (bar.width() - titles) // count))
        if space != now:
            bar.setProperty(SPACE, None if space == own else space)
            bar.setElideMode(bar.elideMode())  # (Qt lays the tabs out again)

    def _fit_font(self, bar: QTabBar, count: int) -> None:
        """The titles a little smaller where even the least room beside them leaves them too wide
        (found at 1024x700 with fonts at 150%: Tricks behind the scroll arrows), in steps of `STEP`,
        never below `SMALLEST` of the window's font. Measured in the window's font, and a step
        back up only with room to spare: a size must not change the measure that chose it (the
        bar's frame rounds differently at each size, and two sizes took turns without end)."""
        base = bar.window().font()
        metrics, ours = QFontMetrics(base), QFontMetrics(bar.font())
        texts = [bar.tabText(i) for i in range(count)]
        now = self.spacing.pixelMetric(_HSPACE, None, bar)
        # What each tab takes besides its title and the room beside it (its frame), as the bar says.
        frame = max(0.0, (bar.sizeHint().width() - count * now - sum(ours.horizontalAdvance(t) for t in texts)) / count)
        room = _room(bar) - count * (TIGHTEST + frame)
        titles = sum(metrics.horizontalAdvance(t) for t in texts)
        current = float(bar.property(SHARE) or 1.0)
        least = smallest(bar)
        share = _share(room, titles, least)
        if share > current:  # back up only with room to spare
            share = max(current, _share(room - SPARE, titles, least))
        if share == current or base.pointSizeF() <= 0:
            return
        bar.setProperty(SHARE, None if share >= 1.0 else share)
        if share >= 1.0:
            bar.setFont(QFont())  # (the window's again, as it changes)
        else:
            small = QFont(base)
            small.setPointSizeF(base.pointSizeF() * share)
            bar.setFont(small)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QTabBar):
            self.fit(watched)
        return False


def smallest(widget: QWidget) -> float:
    """The least share of the window's font tab titles shrink to: `SMALLEST`, or where the screen's
    text is scaled up by more than 1 / SMALLEST, the share that draws them at the size they would have
    unscaled, never below `LEAST` (found at 1024x700 with fonts at 150%: Slovak's, Vietnamese's and
    Italian's tabs still scrolled at 80%; 67% of 150% is no smaller than the same font at 100%)."""
    scale = widget.devicePixelRatioF() * widget.logicalDpiX() / STANDARD_DPI
    return max(LEAST, min(SMALLEST, 1 / scale)) if scale > 0 else SMALLEST


def _share(room: float, titles: int, least: float = SMALLEST) -> float:
    """The share of the window's font in which titles `titles` wide in it fit `room`, in steps
    (at least `least`, which need not be a step)."""
    if titles <= room or titles <= 0:
        return 1.0
    return max(least, math.floor(room / titles / STEP) * STEP)


def _room(bar: QTabBar) -> int:
    """The width a dock group's bar may take: its panels' (Qt gives a bar whose titles fit no more
    than they need, so its own width says nothing of the room left)."""
    parent = bar.parentWidget()
    docks = [d for d in parent.findChildren(QDockWidget) if d.isVisible() and not d.isFloating()
             and abs(d.x() - bar.x()) <= 8] if parent is not None else []
    return max([bar.width()] + [d.width() for d in docks])


_STYLE: list[TabSpacing] = []


def _style() -> TabSpacing:
    """One style for every window's bars, living as long as the application (a bar may outlive its
    window's other objects as the window is taken down)."""
    if not _STYLE:
        style = TabSpacing()
        style.setParent(QApplication.instance())
        _STYLE.append(style)
    return _STYLE[0]
