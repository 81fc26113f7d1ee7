"""Card decks installed on the system by other card programs, offered for the
games played with a standard French-suited deck.

Two families are read where they are installed, never copied into cardtable:

- KDE card decks (Debian ``kdegames-card-data-kf5``): ``carddecks/<dir>/``
  under an XDG data folder, an ``index.desktop`` (``[KDE Backdeck]``,
  ``Name=``, ``SVG=``) beside one SVG(Z) whose elements are named
  ``1_club`` .. ``10_club``, ``jack_club``, ``queen_club``, ``king_club``
  and ``back``.
- GNOME Aisleriot themes (Debian ``gnome-cards-data``): one SVG(Z) per theme
  in ``aisleriot/cards/``, elements named the other way round
  (``club_1`` .. ``club_king``) and ``back``.

Finding decks only lists files (cheap, at start); a deck's SVG is parsed when
it is chosen, by ``art.themed``, which checks that every card is in it.
"""

from __future__ import annotations

import configparser
import os
from dataclasses import dataclass
from pathlib import Path

BUILTIN = "builtin"  # the settings value for cardtable's own deck
RANK_WORD = {"A": "1", "T": "10", "J": "jack", "Q": "queen", "K": "king"}
SUIT_WORD = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}


@dataclass(frozen=True)
class InstalledDeck:
    id: str        # "kde:<folder>" or "aisleriot:<file stem>": what the settings keep
    name: str      # shown in the Options menu
    family: str    # "KDE" or "Aisleriot"
    path: Path     # the SVG or SVGZ file

    def element(self, code: str) -> str:
        """The SVG element id of a card code such as ``QH`` or ``TS``."""
        rank, suit = RANK_WORD.get(code[0], code[0]), SUIT_WORD[code[1]]
        return f"{rank}_{suit}" if self.family == "KDE" else f"{suit}_{rank}"


def data_dirs() -> list[Path]:
    """The XDG data folders, the user's own first."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    shared = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    return [Path(p) for p in [home, *shared.split(":")] if p]


def _kde_deck(folder: Path) -> InstalledDeck | None:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # keep "Name" and "SVG" as written
    try:
        parser.read(folder / "index.desktop", encoding="utf-8")
        entry = parser["KDE Backdeck"]
    except (configparser.Error, KeyError, UnicodeDecodeError, OSError):
        return None
    svg = entry.get("SVG")
    if not svg or not (folder / svg).is_file():
        return None  # a bitmap-only deck: not drawn at any size, left out
    return InstalledDeck(f"kde:{folder.name}", entry.get("Name", folder.name), "KDE", folder / svg)


def find_decks(dirs: list[Path] | None = None) -> list[InstalledDeck]:
    """Every installed deck, KDE decks then Aisleriot themes, each sorted by
    name; a deck found in two folders is listed once (the first one)."""
    found: dict[str, InstalledDeck] = {}
    for base in data_dirs() if dirs is None else dirs:
        for index in sorted((base / "carddecks").glob("*/index.desktop")):
            deck = _kde_deck(index.parent)
            if deck is not None:
                found.setdefault(deck.id, deck)
        for path in sorted((base / "aisleriot" / "cards").glob("*.svg*")):
            if path.suffix in (".svg", ".svgz"):
                name = path.stem.replace("_", " ").replace("-", " ").capitalize()
                found.setdefault(f"aisleriot:{path.stem}",
                                 InstalledDeck(f"aisleriot:{path.stem}", name, "Aisleriot", path))
    return sorted(found.values(), key=lambda d: (d.family != "KDE", d.name.casefold()))
