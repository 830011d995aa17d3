"""Preferences stored with QSettings. Every value is checked when read: a bad
or foreign stored value falls back to its default (and is never fatal)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, QSize
from PySide6.QtWidgets import QMainWindow

from .. import datafile
from ..engine import Rules, RulesError, Variant
from ..engine.levels import LevelName, level_name
from .i18n import LANGUAGES, every_language, system_language, translate
from .tileart import DEFAULT_THEME, THEMES

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}


MAX_VALUE = 20_000
"""A stored value longer than this is not ours: it is set aside unread."""


def is_default_name(name: str) -> bool:
    """Whether a player's name is the default "You", in any language the app has."""
    return name.strip() in every_language("Dialogs", "You")


_kept: dict[tuple[str, int, int], Path] = {}
_cleaned: dict[str, Path] = {}
"""Settings files set aside this run, by name: where the copy went."""
"""Settings files already copied aside in this run, by (name, size, time)."""
_LINE = re.compile(r"\s*(|[;#].*|\[[^\]]+\]|[^=\s][^=]*=.*)\s*")
"""A line of an INI file: blank, a comment, [a section] or key=value."""
_KEY = re.compile(r"[A-Za-z0-9_/]+")
"""A key the app writes ("window/geometry"); others in a damaged file are its junk."""


def _file_key(path: Path) -> tuple[str, int, int]:
    try:
        info = path.stat()
    except OSError:
        return (str(path), -1, -1)
    return (str(path), info.st_size, info.st_mtime_ns)


def _junk_in(path: Path) -> bool:
    """Whether an INI settings file holds what Qt would drop unread (bytes that are not
    text, a line that is no setting, an unclosed quote): a plist or the registry is Qt's alone."""
    if path.suffix not in (".ini", ".conf") or not path.is_file():
        return False
    try:
        text = datafile.read_text(path) or ""
    except datafile.DataFileError:
        return True
    except OSError:
        return False
    for line in text.splitlines():
        if "\x00" in line or not _LINE.fullmatch(line) or line.replace('\\"', "").count('"') % 2:
            return True
    return False


class Preferences:
    def __init__(self, settings: QSettings | None = None):
        self.settings = settings or QSettings()
        self.notices: list[str] = []
        """One-line messages for the user about preferences that had to be set aside."""
        self._listener: Callable[[str], None] | None = None
        self._unsaved_said = False
        """The user was told that the preferences cannot be written."""
        if self.settings.status() == QSettings.Status.FormatError or _junk_in(Path(self.settings.fileName())):
            self._set_aside_file()
        elif self.settings.fileName() in _cleaned:
            # An earlier reader this run (the start's, for the language) set it aside and Qt wrote it
            # clean since (found by QA: a file of random bytes was replaced without a word).
            self._say_set_aside(_cleaned[self.settings.fileName()])
        elif self.settings.status() == QSettings.Status.AccessError:  # (found by QA: a folder in its place)
            self._unsaved_said = True
            self._notice(translate("Settings", "The preferences file {path} cannot be read: the preferences are the "
                                               "defaults, and what you change is not kept.").format(
                path=self.settings.fileName()))

    def listen(self, callback: Callable[[str], None]) -> None:
        """Hand every notice, those so far and those to come, to `callback` (the window's line);
        the stored values are checked first (the window listens once, after reading them)."""
        self.check_values()
        self._listener = callback
        for notice in self.notices:
            callback(notice)

    def _notice(self, text: str) -> None:
        self.notices.append(text)
        if self._listener is not None:
            self._listener(text)

    def _set_aside_file(self) -> None:
        """A settings file Qt cannot read whole is copied aside (Qt rewrites it without the lines
        it could not read at the next save): the copy keeps them. Once per file, however
        many Preferences read it (the app's start reads it for the language first)."""
        path = Path(self.settings.fileName())
        key = _file_key(path)
        aside = _kept.get(key) or datafile.set_aside(path, copy=True)
        if aside is not None:
            _kept[key] = aside
        for junk in [k for k in self.settings.allKeys() if not _KEY.fullmatch(k)]:  # what Qt made of the junk
            self.settings.remove(junk)
        _cleaned[str(path)] = aside or path
        self._say_set_aside(aside or path)

    def _say_set_aside(self, aside: Path) -> None:
        # What Qt could read stays (found by QA: "reset", yet the name and speed were kept).
        self._notice(translate("Settings", "The preferences file could not be read whole; it was kept as {name}, and "
                                           "what could not be read is back to the defaults.").format(name=aside.name))

    def _set_aside_value(self, key: str, raw: Any) -> None:
        self._keep_aside(key, raw)
        self._notice(translate("Settings", "The saved preference {key} could not be read; it was set aside and reset.")
                     .format(key=repr(key)))

    def _keep_aside(self, key: str, raw: Any) -> None:
        """The value moves to damaged/`key` (nothing the user had is lost) and the key reads as its default."""
        text = raw if isinstance(raw, str) else repr(raw)
        self.settings.setValue(f"damaged/{key}", text[:1000])
        self.settings.remove(key)

    def check_values(self) -> None:
        """Set aside, with one notice, every stored preference that is there but is not a value the
        app writes (found by QA: "theme=plaid", "speed=warp", "hints=banana" or an unknown
        language in a hand-edited file were reset without a word). The last game's rules say so
        themselves when they are read."""
        bad = []
        for key, valid in _CHECKS.items():
            raw = self._get(key)
            if raw is not None and not valid(raw):
                self._keep_aside(key, raw)
                bad.append(key)
        if len(bad) == 1:
            self._notice(translate("Settings", "The saved preference {key} could not be read; it was set aside and reset.")
                         .format(key=repr(bad[0])))
        elif bad:
            self._notice(translate("Settings", "The saved preferences {keys} could not be read; they were set aside "
                                               "and reset.").format(keys=", ".join(repr(k) for k in bad)))

    def _get(self, key: str) -> Any:
        return self.settings.value(key)

    @property
    def theme(self) -> str:
        value = self._get("theme")
        return value if isinstance(value, str) and value in THEMES else DEFAULT_THEME

    @theme.setter
    def theme(self, value: str) -> None:
        self.settings.setValue("theme", value if value in THEMES else DEFAULT_THEME)

    @property
    def speed(self) -> str:
        value = self._get("speed")
        return value if isinstance(value, str) and value in SPEEDS else "normal"

    @speed.setter
    def speed(self, value: str) -> None:
        self.settings.setValue("speed", value if value in SPEEDS else "normal")

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.speed]

    @property
    def hints(self) -> bool:
        value = self._get("hints")
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return True

    @hints.setter
    def hints(self, value: bool) -> None:
        self.settings.setValue("hints", bool(value))

    @property
    def mistakes_from_games(self) -> bool:
        """The costly bids and plays of the user's own games go into My mistakes (on unless turned off)."""
        value = self._get("mistakes_from_games")
        return value is not False and not (isinstance(value, str) and value.lower() == "false")

    @mistakes_from_games.setter
    def mistakes_from_games(self, value: bool) -> None:
        self.settings.setValue("mistakes_from_games", bool(value))

    @property
    def name(self) -> str:
        value = self._get("name")
        # "You" in any language (as older versions stored it) is the default too: shown in today's
        if isinstance(value, str) and value.strip() and not is_default_name(value) and len(value.strip()) <= 24:
            return value.strip()
        return translate("Dialogs", "You")

    @name.setter
    def name(self, value: str) -> None:
        value = (value or "").strip()[:24]
        if is_default_name(value):  # found by playing: Vietnamese Preferences saved its "Bạn" as the name
            value = ""
        self.settings.setValue("name", value)  # empty: the default, in the language of the day

    @property
    def language_choice(self) -> str:
        """The language chosen in the preferences: a code of `LANGUAGES`, or "" for the system's
        (a stored value that is not one of them counts as "")."""
        value = self._get("language")
        return value if isinstance(value, str) and value in LANGUAGES else ""

    @language_choice.setter
    def language_choice(self, value: str) -> None:
        self.settings.setValue("language", value if value in LANGUAGES else "")

    @property
    def language(self) -> str:
        """The language to show: the chosen one, else the system's, else English."""
        return self.language_choice or system_language()

    def last_rules(self, variant: Variant | None = None) -> Rules:
        """The rules of the last game started (straight 42 when none or unreadable); with `variant`,
        of the last game of that variant started (its defaults when none), so that the New game
        dialog switched to Texas 42 after a game of Moon shows the house rules last played there
        (found by QA: it showed Straight 42)."""
        if variant is not None:
            last = self._read_rules(f"last_rules_{variant.value}")
            if last is None or last.variant is not variant:  # (saved before each game had its own)
                last = self._read_rules("last_rules")
            return last if last is not None and last.variant is variant else Rules.make(variant)
        return self._read_rules("last_rules") or Rules()

    def _read_rules(self, key: str) -> Rules | None:
        """The rules saved under `key` (None when none or unreadable)."""
        raw = self._get(key)
        if raw is None:
            return None
        try:
            if not isinstance(raw, str) or len(raw) > MAX_VALUE:
                raise ValueError("not a rules text")
            doc = json.loads(raw)
            if not isinstance(doc, dict) or not isinstance(doc.get("variant"), str):
                raise ValueError("not a rules object")
            return Rules.from_dict(Variant(doc["variant"]), doc.get("rules", {}))
        except (ValueError, RulesError, TypeError, RecursionError):
            self._set_aside_value(key, raw)
        return None

    def set_last_rules(self, rules: Rules) -> None:
        text = json.dumps({"variant": rules.variant.value, "rules": rules.to_dict()})
        self.settings.setValue("last_rules", text)
        self.settings.setValue(f"last_rules_{rules.variant.value}", text)

    def last_levels(self, n: int) -> list[LevelName]:
        """The levels last chosen for a table of `n` seats (found by playing: after a game of
        42 for three, the four-seat table's East was back to Hard)."""
        raw = self._get(_levels_key(n))
        if raw is None:
            raw = self._get("last_levels")  # as saved before each size had its own
        levels = raw.split(",") if isinstance(raw, str) else []
        return [level_name(lv) or "hard" for lv in (levels + ["hard"] * n)[:n]]

    def set_last_levels(self, levels: list[str]) -> None:
        self.settings.setValue(_levels_key(len(levels)), ",".join(levels))

    def lessons_done(self) -> list[str]:
        """The ids of the tutorial lessons finished (plain names only; anything else is dropped)."""
        raw = self._get("tutorial/done")
        ids = raw.split(",") if isinstance(raw, str) and len(raw) <= MAX_VALUE else []
        return [i for i in ids if i and len(i) <= 40 and i.replace("-", "").isalnum()]

    def lesson_done(self, lesson_id: str) -> None:
        done = self.lessons_done()
        if lesson_id not in done:
            self.settings.setValue("tutorial/done", ",".join([*done, lesson_id]))

    def lesson_progress(self) -> dict[str, Any]:
        """Where the user left each lesson they have not finished: {lesson id: what
        `LessonRun.progress` gave}, the one left last at the end (anything else reads as none)."""
        raw = self._get("tutorial/progress")
        try:
            value = json.loads(raw) if isinstance(raw, str) and len(raw) <= MAX_VALUE else {}
        except (ValueError, RecursionError):
            value = {}
        return {k: v for k, v in value.items() if isinstance(v, dict)} if isinstance(value, dict) else {}

    def set_lesson_progress(self, lesson_id: str, progress: dict[str, Any] | None) -> None:
        """Keep where the user is in a lesson (None: nothing to keep, it starts from its first card)."""
        kept = self.lesson_progress()
        if kept.get(lesson_id) == progress and (progress is None or list(kept)[-1] == lesson_id):
            return  # (written at each move: only when it changed)
        kept.pop(lesson_id, None)
        if progress is not None:
            kept[lesson_id] = progress
        self.settings.setValue("tutorial/progress", json.dumps(kept))

    @property
    def tutorial_offered(self) -> bool:
        """The first start's offer to learn the game has been made (it is made once)."""
        value = self._get("tutorial/offered")
        return value is True or (isinstance(value, str) and value.lower() == "true")

    @tutorial_offered.setter
    def tutorial_offered(self, value: bool) -> None:
        self.settings.setValue("tutorial/offered", bool(value))

    @property
    def games_folder(self) -> Path:
        """Where Game > Open and Save start: the folder last used, else the home folder (found by
        using them: each began at home, wherever the last game was saved)."""
        value = self._get("games_folder")
        if isinstance(value, str) and 0 < len(value) <= MAX_VALUE and Path(value).is_dir():
            return Path(value)
        return Path.home()

    @games_folder.setter
    def games_folder(self, value: Path) -> None:
        self.settings.setValue("games_folder", str(value))

    def window_layout(self) -> tuple[QByteArray | None, QByteArray | None]:
        """The main window's saved geometry and dock state (None: not saved, or not bytes)."""
        out = []
        for key in ("window/geometry", "window/state"):
            value = self._get(key)
            out.append(value if isinstance(value, QByteArray) and not value.isEmpty() else None)
        return out[0], out[1]

    def set_window_layout(self, window: QMainWindow) -> None:
        """The window's geometry and dock state; and apart, its size when not maximised and whether it
        was, for a screen Qt refuses its own geometry on (`placement.size_again`)."""
        self.settings.setValue("window/geometry", window.saveGeometry())
        self.settings.setValue("window/state", window.saveState())
        self.settings.setValue("window/size", window.normalGeometry().size())
        self.settings.setValue("window/maximized", window.isMaximized() or window.isFullScreen())

    def window_size(self) -> tuple[QSize | None, bool]:
        """The main window's size when not maximised (None: not saved, or not a size), and whether it
        was maximised."""
        value, maximized = self._get("window/size"), self._get("window/maximized")
        size = value if isinstance(value, QSize) and value.width() > 0 and value.height() > 0 else None
        return size, maximized is True or (isinstance(maximized, str) and maximized.lower() == "true")

    def dialog_size(self, name: str) -> QSize | None:
        """The size the user last left a dialog at, kept beside the main window's geometry
        (None: not saved, or not a size)."""
        value = self._get(f"window/{name}_size")
        return value if isinstance(value, QSize) and value.width() > 0 and value.height() > 0 else None

    def set_dialog_size(self, name: str, size: QSize) -> None:
        self.settings.setValue(f"window/{name}_size", size)

    def sync(self) -> None:
        """Write the preferences now. The first time the file or its folder refuses (read-only), the
        user is told that what they change is not kept (found by QA: it was lost without a word)."""
        self.settings.sync()
        if self.settings.status() == QSettings.Status.AccessError and not self._unsaved_said:
            self._unsaved_said = True
            self._notice(translate("Settings", "Your preferences cannot be saved in {path}: what you change lasts "
                                               "until you quit.").format(path=self.settings.fileName()))


def _is_bool(value: object) -> bool:
    return isinstance(value, bool) or (isinstance(value, str) and value.lower() in ("true", "false"))


def _are_levels(value: object) -> bool:
    """"you,hard,expert,normal": the user's seat, then a level for each other seat."""
    if not isinstance(value, str):
        return False
    levels = value.split(",")
    return len(levels) in (3, 4) and all(level_name(lv) for lv in levels[1:])


_CHECKS: dict[str, Callable[[object], bool]] = {
    "theme": lambda v: isinstance(v, str) and v in THEMES,
    "speed": lambda v: isinstance(v, str) and v in SPEEDS,
    "hints": _is_bool,
    "mistakes_from_games": _is_bool,
    "language": lambda v: isinstance(v, str) and (v == "" or v in LANGUAGES),
    "name": lambda v: isinstance(v, str) and len(v.strip()) <= 24,
    "last_levels": _are_levels,
    "last_levels_3": _are_levels,
    "tutorial/offered": _is_bool,
}
"""The stored preferences whose every valid value is known, and the test of one."""


def _levels_key(seats: int) -> str:
    """Where the levels of a table of this many seats are kept (four: the key of old)."""
    return "last_levels" if seats == 4 else f"last_levels_{seats}"
