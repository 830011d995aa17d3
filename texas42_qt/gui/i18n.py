"""The player's language: Qt's translation catalogues, loaded and looked up.

Every text the GUI shows goes through `translate` (a literal of the GUI, found
by ``pyside6-lupdate`` like ``QCoreApplication.translate``) or `render` (a value
from the Qt-free layers: a `Text` is translated, anything else shown as is).
The catalogues are ``texas42_qt/data/translations/texas42_<code>.qm``, compiled
from ``resources/translations/*.ts`` by ``tools/i18n.py build``.

English is the source language; its catalogue holds only the plural forms
(``"%n point(s)"`` -> ``"%n point"`` / ``"%n points"``). Without any catalogue
(a checkout not built yet, the tests) `translate` resolves the ``(s)`` itself,
so the English texts are the same either way.
"""

from __future__ import annotations

import functools
import re
from importlib import resources
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLibraryInfo, QLocale, Qt, QTranslator

from ..engine.text import Text, english, set_decimal_point

LANGUAGES: dict[str, str] = {
    "en": "English",
    "vi": "Tiếng Việt",
    "it": "Italiano",
    "sk": "Slovenčina",
    "ceb": "Cebuano",
}
"""Language code -> the language's own name (as the Language menu shows it)."""

DEFAULT = "en"

_installed: list[QTranslator] = []
untranslated: set[str] | None = None
"""When a set (tests): every plain `str` that `render` showed, i.e. a text of the Qt-free layers
that is not a `Text` yet, so it was not looked up in the catalogue."""
_current = DEFAULT
problem = ""
"""Set by `install`: a line for the user when the language's catalogue could not be loaded."""


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 (the name pyside6-lupdate looks for)
    """Mark `source` for the catalogue under `context`; the text itself is returned (English),
    to be translated where it is shown: ``translate(context, text)``."""
    return source


QT_STANDARD_TEXTS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),  # (with an Alt key: see a11y.alt_key_buttons)
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
)
"""The standard dialog buttons' texts, under Qt's own context: Qt ships no catalogue for
Vietnamese or Cebuano, so ours carries them (where Qt has one, it is looked up first)."""

QT_KEY_NAMES = (QT_TRANSLATE_NOOP("QShortcut", "Left"), QT_TRANSLATE_NOOP("QShortcut", "Right"))
"""The key names the menus show in a shortcut (View: Ctrl+Shift+Left), under Qt's own context: for
the languages Qt ships no catalogue of (found by QA: English key names in a Vietnamese menu)."""

QT_FILE_DIALOG_TEXTS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),  # (Qt 6.11's texts; the others, of earlier versions)
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "All files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QFileDialog", "Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "Save As"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create a New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Sidebar"),
    QT_TRANSLATE_NOOP("QFileDialog", "List of places and bookmarks"),
    QT_TRANSLATE_NOOP("QFileDialog", "Recent Places"),
    QT_TRANSLATE_NOOP("QFileDialog", "My Computer"),
    QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directory:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "File Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "File"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 File"),
    QT_TRANSLATE_NOOP("QFileDialog", "Drive"),
    QT_TRANSLATE_NOOP("QFileDialog", "Unknown"),
    QT_TRANSLATE_NOOP("QFileDialog", "Are you sure you want to delete '%1'?"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Type"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Kind"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "My Computer"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "%1 bytes"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "%1 KB"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "%1 MB"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "%1 GB"),
)
"""What Qt's own file dialog shows (Open, Save, Kept games), for the same reason: found in
Vietnamese, where "Look in", "File name" and the columns stayed English. (Windows, macOS and a
Linux desktop with a portal show the system's dialog, in the system's language.)"""


_ADDED_ALT_KEY = re.compile(r"\s*\(&[^&\s]\)")
"""An Alt key a translation adds after its words, "Úp các nước (&J)", when none of its letters is free."""


def without_alt_key(text: str) -> str:
    """A label's text as a screen reader or a sentence says it: its Alt key's "&" taken out
    ("&&", a shown "&", kept as one), and an added one, " (&J)", whole (found in Vietnamese: the
    Rules of this game listed "Hạ bài khi chắc thắng (F)")."""
    return "&".join(_ADDED_ALT_KEY.sub("", part).replace("&", "") for part in text.split("&&"))


def system_language() -> str:
    """The system locale's language when the app has it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def valid(code: Any) -> bool:
    return isinstance(code, str) and code in LANGUAGES


def current() -> str:
    """The language installed last (English before any)."""
    return _current


def catalogue_path(code: str) -> Any:
    """The compiled catalogue of `code` inside the package (it may not exist)."""
    return resources.files("texas42_qt").joinpath(f"data/translations/texas42_{code}.qm")


def has_catalogue(code: str) -> bool:
    try:
        return bool(catalogue_path(code).is_file())
    except (OSError, ValueError):
        return False


def _load(translator: QTranslator, code: str) -> bool:
    """Load our catalogue of `code` (a real file in a checkout, a wheel and the bundle alike)."""
    try:
        with resources.as_file(catalogue_path(code)) as path:
            return path.is_file() and bool(translator.load(str(path)))
    except (OSError, ValueError):
        return False


@functools.cache
def every_language(context: str, source: str) -> frozenset[str]:
    """A message in every language the app has: its source and each catalogue's translation (to
    know a default name stored in a game or a setting whatever the language it was stored in)."""
    out = {source}
    for code in LANGUAGES:
        translator = QTranslator()
        if code != DEFAULT and _load(translator, code):
            out.add(translator.translate(context, source) or source)
    return frozenset(out)


def install(app: QCoreApplication, code: str) -> str:
    """Make `code` the app's language (an unknown code means English); the translators
    installed before are removed. Returns the language installed."""
    global _current
    code = code if valid(code) else DEFAULT
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    ours = QTranslator(app)
    global problem
    problem = ""
    if _load(ours, code):
        app.installTranslator(ours)
        _installed.append(ours)
    elif code != DEFAULT:  # English needs no catalogue; another language without one shows English
        problem = translate("Language", "The {language} translation is missing or damaged; the game is shown in "
                                        "English. Reinstalling the game brings it back.").format(language=LANGUAGES[code])
    if code != DEFAULT:  # Qt's own strings (the standard buttons), when Qt ships them
        qt = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{code}", folder):
            app.installTranslator(qt)
            _installed.append(qt)
    QLocale.setDefault(QLocale(code))
    set_decimal_point(QLocale(code).decimalPoint())
    _current = code
    return code


MINUS = "\u2212"  # the minus sign every view writes (not the hyphen "-")


def whole(value: int) -> str:
    """A score or a count as every view writes it: "7", "\u221221" (found by QA: the status line said
    "You \u221221 points" and "Score: You -21", the score board "-7")."""
    return f"{MINUS}{abs(value)}" if value < 0 else str(value)


def signed(value: int) -> str:
    """A change, with its sign: "+1", "\u221230"."""
    return f"+{value}" if value >= 0 else whole(value)


def number(value: float, decimals: int) -> str:
    """A number with `decimals` places the way the language writes it (0,25 in Slovak), rounded
    as a reason's figures are (`_rounded`)."""
    return QLocale().toString(_rounded(value, decimals), "f", decimals)


def percent(share: float, places: int = 0) -> str:
    """A share as a percentage the way the language writes it ("72%", "72 %"; "72,4 %" to one place)."""
    value = QLocale().toString(_rounded(share * 100, places), "f", places) if places \
        else QLocale().toString(round(share * 100))
    return translate("Numbers", "{percent}%").format(percent=value)


def when_said(played: str | None) -> str:
    """"2026-03-07T14:05" as a person reads it in the language, its month a word: "March 7, 2026
    2:05 PM", "7. marca 2026 14:05"; a day alone ("2026-03-07") without the time ("" for none). Found
    by QA: the short "3/7/26 2:05 PM" was read out as figures, and is 7 March or 3 July by where one lives."""
    if played is None:
        return ""
    locale = QLocale()
    # the language's long date less its weekday ("dddd, MMMM d, yyyy" -> "MMMM d, yyyy")
    day = re.sub(r"\s*dddd[,.]?\s*", " ", locale.dateFormat(QLocale.FormatType.LongFormat)).strip(" ,")
    if "T" not in played:  # (a date alone)
        date = QDate.fromString(played, Qt.DateFormat.ISODate)
        text = locale.toString(date, day) if date.isValid() else ""
    else:
        moment = QDateTime.fromString(played[:16], Qt.DateFormat.ISODate)
        time = locale.timeFormat(QLocale.FormatType.ShortFormat)
        text = locale.toString(moment, f"{day} {time}") if moment.isValid() else ""
    return text.replace(" ", "\u00a0")  # kept on one line where the row wraps (found by playing: "December 7,|2026")


def _rounded(value: float, decimals: int) -> float:
    """`value` rounded to `decimals` places as Python formats it, the way every figure in a hint's
    reason is written (`Figure(f"{x:.1f}")`): QLocale rounds a tie away from zero, Python to even,
    and an average over 96 deals is often an exact tie (found by playing 42 for three: the trump
    hint's reason said "8.2 against 7.2 points" under a table that showed blanks at 7.3, the same
    7.25)."""
    return float(f"{float(value):.{decimals}f}")


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`QCoreApplication.translate`, with English plurals when no catalogue has the text:
    ``translate("Table", "%n trick(s)", None, 2)`` -> "2 tricks" (``pyside6-lupdate`` extracts
    every call of this name)."""
    text = QCoreApplication.translate(context, source, disambiguation, n)
    if n >= 0 and text == source.replace("%n", str(n)):  # untranslated: Qt only replaced %n
        return english(source, n)
    return text


def lookup(context: str, source: str, n: int) -> str:
    """The catalogue lookup a `Text` renders with."""
    return translate(context, source, None, n)


def render(value: Any) -> str:
    """A value from the Qt-free layers as the player reads it: a `Text` translated, else `str`."""
    if isinstance(value, Text):
        return value.render(lookup)
    if untranslated is not None and isinstance(value, str) and value:
        untranslated.add(value)
    return str(value)


def lesson_text(value: Any) -> str:
    """A lesson's text (from its JSON, catalogued under "lessons"), or a `Text` about the lesson."""
    if isinstance(value, Text):
        return render(value)
    text = str(value)
    return translate("lessons", text) if text else text


def render_error(error: Any) -> str:
    """An exception's message as the player reads it (a `Text` message is translated)."""
    args: tuple[Any, ...] = tuple(getattr(error, "args", ()))
    if len(args) == 1 and isinstance(args[0], Text):
        return render(args[0])
    return str(error)


def sentence(text: str) -> str:
    """A clause as a sentence of its own: its first letter a capital, a full stop at its end. The
    engine's and the trainer's messages start in lower case, to be said within a sentence ("The
    hint failed: {error}"); a view that shows one alone makes it a sentence (found by QA: Analyze
    a hand said "tile ends run from 0 to 6, got '9-9'")."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?", "…")) else ".")
