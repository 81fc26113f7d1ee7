"""``cardtable --self-test``: does this installation work? Every build (the
wheel, the bundle, the Debian package) runs it after installing.

It loads every shipped ruleset, plays one all-computer match of each headless
(and replays its record), draws every card of every deck offscreen, and opens
the main window offscreen on each ruleset in turn, and has the patience
solver win a deal (saying whether it runs compiled). The games' rules, computer
players, views and art are all imported by name, so this is what finds a
module or a data file a build left out.

**[decision]** It reads only the shipped rulesets (a broken file of the
player's own is the player's, not the installation's) and works in a
throw-away ``CARDTABLE_HOME``, so the player's settings, saved game and
statistics are never touched. It always draws offscreen, so it also runs on a
machine without a display.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from cardtable.cli_text import translated
from cardtable.engine.rulesets import SHIPPED_DIR, Ruleset, RulesetCatalog, load_catalog
from cardtable.engine.text import QT_TRANSLATE_NOOP


SOLVED_DEAL = 14   # won by the solver in 66,928 positions (seconds at most)


class SelfTestFailure(Exception):
    """One step failed; the message says which and why."""


def _step(what: str, action: Callable[[], Any]) -> Any:
    try:
        return action()
    except SelfTestFailure:
        raise
    except Exception as exc:  # any failure is reported in one line, never a traceback
        raise SelfTestFailure(f"{what}: {exc.__class__.__name__}: {exc}") from None


def shipped_catalog() -> RulesetCatalog:
    files = sorted(SHIPPED_DIR.glob("*.yaml"))
    if not files:
        raise SelfTestFailure(f"no ruleset shipped in {SHIPPED_DIR}")
    catalog = load_catalog([SHIPPED_DIR])
    if catalog.errors:
        raise SelfTestFailure(f"shipped ruleset broken: {catalog.errors[0]}")
    if len(catalog.rulesets) != len(files):
        raise SelfTestFailure(f"{len(files)} ruleset files shipped, {len(catalog.rulesets)} loaded")
    return catalog


def play_one_match(ruleset: Ruleset):
    """One all-computer match at the lowest level, checked by replaying its record."""
    from cardtable.ai.registry import available_levels, make_agent
    from cardtable.engine.match import replay
    from cardtable.engine.rng import agent_rng
    from cardtable.simulate import play_match

    game = ruleset.make_game()
    level = available_levels(ruleset.engine)[0]
    agents = [make_agent(ruleset.engine, level, seat, agent_rng(1, seat), players=game.num_players)
              for seat in range(game.num_players)]
    record = play_match(game, ruleset.id, 1, agents)
    replay(record)
    return record


def dealt_cards(record) -> set[str]:
    """Every card code dealt in ``record``: hands, stock and any other pile a
    deal lays out (e.g. the patience tableau)."""
    def codes(value: Any) -> Iterator[str]:
        if isinstance(value, str):
            yield value
        elif isinstance(value, list):
            for item in value:
                yield from codes(item)

    return {code for deal in record.deals for key, value in deal.items()
            if key not in ("dealer", "actions", "result") for code in codes(value)}


def draw_deck(engine_id: str, cards: set[str]) -> int:
    """Draw each face and the back; a drawing that is invalid or empty fails."""
    from cardtable.ui.art import art_for
    from cardtable.ui.renderer import CardRenderer

    renderer = CardRenderer(art_for(engine_id))
    for code in sorted(cards) + [None]:
        image = renderer.pixmap(code, "", 70, 98, 1.0).toImage()
        if image.isNull() or image.pixelColor(35, 49).alpha() == 0:
            raise SelfTestFailure(f"{engine_id}: card {code or 'back'} draws nothing")
    return len(cards) + 1


def solve_a_deal() -> str:
    """The Rouge et Noir solver wins a deal it is known to win, with a line
    that replays to a win; says whether it ran compiled (the bundle and a
    build with a C compiler) or as Python (setup.py)."""
    from cardtable.engine.rouge_et_noir_patience import solver
    from cardtable.engine.rouge_et_noir_patience.game import PatienceGame
    from cardtable.engine.rouge_et_noir_patience.options import Options

    game = PatienceGame(Options())
    state = game.new_state(SOLVED_DEAL)
    answer = solver.solve(state, max_nodes=200_000)
    if answer.verdict != "won":
        raise SelfTestFailure(f"the solver did not win deal {SOLVED_DEAL}: {answer.verdict}")
    for action in answer.line:
        state.apply(action)
    if state.end != "won":
        raise SelfTestFailure(f"the solver's line of deal {SOLVED_DEAL} does not win")
    return "compiled" if solver.COMPILED else "run as Python"


def open_window(catalog: RulesetCatalog) -> None:
    """The main window, opened on every ruleset in turn, then closed; and
    the one-window-per-home lock the app takes first (a local socket)."""
    from PySide6.QtWidgets import QApplication

    from cardtable.store import paths
    from cardtable.store.games import GameStore
    from cardtable.store.settings import Settings
    from cardtable.ui.main_window import MainWindow
    from cardtable.ui.single_instance import SingleInstance

    instance = SingleInstance(paths.data_dir())
    if not instance.claim({}):
        raise SelfTestFailure("the one-window lock cannot be taken in a fresh folder")
    instance.release()

    settings = Settings()
    settings.values.update(animation="off", ai_pace_ms=0)
    window = MainWindow(catalog, settings, GameStore())
    window.show()
    QApplication.processEvents()
    for ruleset in catalog.rulesets:
        if not window.start(ruleset, seed=1):
            raise SelfTestFailure(f"the window cannot open {ruleset.id}: {window.problems[-1]}")
        QApplication.processEvents()
    window.close()
    window.deleteLater()
    QApplication.processEvents()


def run() -> str:
    """Every check in turn; returns a summary, raises SelfTestFailure."""
    catalog = shipped_catalog()
    rulesets = catalog.rulesets
    drawn = 0
    records = {}
    for ruleset in rulesets:
        records[ruleset.id] = _step(f"{ruleset.id}: match", lambda r=ruleset: play_one_match(r))

    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication(["cardtable"])  # noqa: F841 (kept alive)
    # The offscreen platform says it cannot size windows on every one: not a fault.
    previous = qInstallMessageHandler(lambda kind, context, message: None
                                      if "propagateSizeHints" in message
                                      else print(message, file=sys.stderr))
    try:
        decks = {(r.engine, frozenset(dealt_cards(records[r.id]))): None for r in rulesets}
        for engine_id, cards in decks:
            drawn += _step(f"{engine_id}: card art",
                           lambda e=engine_id, c=cards: draw_deck(e, set(c)))
        _step("main window", lambda: open_window(catalog))
    finally:
        qInstallMessageHandler(previous)
    solver = _step("patience solver", solve_a_deal)
    return (f"{len(rulesets)} rulesets played, {drawn} card drawings, the window opened on each, "
            f"the solver {solver}")


def main() -> int:
    """Exit 0 with a one-line summary, or 1 with one line saying what failed."""
    saved = {name: os.environ.get(name) for name in ("CARDTABLE_HOME", "QT_QPA_PLATFORM")}
    with tempfile.TemporaryDirectory(prefix="cardtable-self-test-") as home:
        os.environ["CARDTABLE_HOME"] = home
        try:
            summary = run()
        except SelfTestFailure as exc:
            print(translated(QT_TRANSLATE_NOOP("cli", "cardtable self-test failed: {problem}").format(problem=str(exc))))
            return 1
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
    print(translated(QT_TRANSLATE_NOOP("cli", "cardtable self-test passed: {summary}").format(summary=summary)))
    return 0
