"""Texas 42: the dominoes game, with Moon and 42 for three, for the desktop."""

__version__ = "0.2.0"
