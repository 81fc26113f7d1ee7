"""The command line of RECORD.md: one program opens the window or works headless.

Exit status: 0 on success, 1 on a user error (one line on stderr, never a
traceback), 2 on bad usage (argparse's own).

The rulesets (and YAML) are imported by the commands that read them, so
``cardtable`` alone opens its window before reading any (``app.run_gui``);
it does not build the parser either (its sub-commands' help formatting takes
a few milliseconds the first window need not wait for).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence

from cardtable.cli_text import translated
from cardtable.engine.errors import CardtableError
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.store import paths


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardtable", description="A desktop card table.")
    parser.add_argument("--self-test", action="store_true",
                        help="check this installation: every ruleset, match, card and the window")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="open the table straight into a ruleset")
    play.add_argument("ruleset")
    play.add_argument("--seed", type=int)
    sub.add_parser("rulesets", help="list every ruleset")
    check = sub.add_parser("check-ruleset", help="validate a YAML ruleset file")
    check.add_argument("file", type=Path)
    sim = sub.add_parser("simulate", help="play whole matches with every seat AI")
    sim.add_argument("ruleset")
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--seed", type=int, required=True)
    sim.add_argument("--out", type=Path, required=True)
    sim.add_argument("--ai", default="easy", help="one level for all seats, or one per seat")
    sim.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                     help="override a ruleset option")
    sim.add_argument("--jobs", type=int, default=None, metavar="N",
                     help="worker processes (default: the machine's cores); "
                          "the records are the same for any N")
    rep = sub.add_parser("replay", help="open a record on the table and step through it")
    rep.add_argument("file", type=Path)
    rep.add_argument("--index", type=int, default=0,
                     help="which record of a JSON Lines file, counting from 0")
    solve = sub.add_parser("solve", help="decide Rouge et Noir deals with the solver")
    solve.add_argument("--deals", required=True, help="deal numbers: 1-1000, 7 or 1-10,25")
    solve.add_argument("--timeout", type=float, default=10.0, help="seconds per deal")
    solve.add_argument("--jobs", type=int, default=1, help="local processes")
    solve.add_argument("--record", type=Path, help="write the winning lines as records (JSON Lines)")
    solve.add_argument("--ruleset", default="rouge-et-noir-patience")
    solve.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                       help="override a ruleset option")
    win = sub.add_parser("winnable", help="prove Rouge et Noir deals winnable with the solver "
                                          "and add them to a list of winnable deals")
    win.add_argument("--from", dest="first", type=int, required=True, help="first deal number")
    win.add_argument("--to", dest="last", type=int, required=True, help="last deal number")
    win.add_argument("--out", type=Path, required=True,
                     help="the list to grow (the app's own: "
                          "cardtable/engine/rouge_et_noir_patience/winnable_deals.txt)")
    win.add_argument("--nodes", type=int, default=200_000, help="the solver's budget per deal")
    win.add_argument("--ruleset", default="rouge-et-noir-patience")
    return parser


def cmd_winnable(args: argparse.Namespace) -> int:
    from cardtable.catalog import catalog
    from cardtable.engine.rouge_et_noir_patience.winnable import grow_list
    if not 1 <= args.first <= args.last:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "--from and --to must be deal numbers with 1 <= from <= to"))
    if args.nodes < 1:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "--nodes must be at least 1"))
    ruleset = catalog().get(args.ruleset)
    if ruleset.engine != "rouge_et_noir_patience":
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "{ruleset} is not a Rouge et Noir patience").format(
            ruleset=ruleset.id))
    won = grow_list(ruleset.make_game(), range(args.first, args.last + 1), args.out, args.nodes,
                    report=lambda line: print(line, file=sys.stderr, flush=True))
    print(translated(QT_TRANSLATE_NOOP("cli", "{won} of {deals} deals proved winnable; list: {file}").format(
        won=won, deals=args.last - args.first + 1, file=str(args.out))))
    return 0


def cmd_rulesets(args: argparse.Namespace) -> int:
    from cardtable.catalog import catalog
    from cardtable.engine.options import describe

    cat = catalog()
    for r in cat.rulesets:
        opts = " ".join(f"{name}={getattr(r.options, name)}" for name, _, _ in
                        describe(type(r.options)))
        print(f"{r.id}\t{r.engine}\t{r.players}\t{opts}\t{r.path}")
    for error in cat.errors:
        print(translated(QT_TRANSLATE_NOOP("cli", "skipped: {problem}").format(problem=str(error))),
              file=sys.stderr)
    return 0


def cmd_check_ruleset(args: argparse.Namespace) -> int:
    """Validate a file; a user ruleset whose id is a shipped one's is an error
    too, since the app would skip it."""
    from cardtable.engine.rulesets import SHIPPED_DIR, load_catalog, load_ruleset

    ruleset = load_ruleset(args.file)
    shipped = {r.id: r.path for r in load_catalog([SHIPPED_DIR]).rulesets}
    if ruleset.id in shipped and shipped[ruleset.id].resolve() != args.file.resolve():
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "{file}:1: id: {id} is the id of a shipped ruleset "
                                                      "({shipped}); the app would skip this file, so give it "
                                                      "another id").format(
            file=str(args.file), id=repr(ruleset.id), shipped=shipped[ruleset.id].name))
    print(translated(QT_TRANSLATE_NOOP("cli", "{file}: ok ({id}, engine {engine}, {players} players)").format(
        file=str(args.file), id=ruleset.id, engine=ruleset.engine, players=ruleset.players)))
    return 0


def parse_overrides(pairs: Sequence[str]) -> dict:
    """``key=value`` pairs; values read as YAML scalars (``true``, ``4``, ``short``)."""
    import yaml

    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise CardtableError(QT_TRANSLATE_NOOP("cli", "--set expects key=value, got {pair}").format(
                pair=repr(pair)))
        out[key.strip()] = yaml.safe_load(value) if value.strip() else ""
    return out


def cmd_simulate(args: argparse.Namespace) -> int:
    from cardtable.catalog import catalog
    from cardtable.simulate import default_jobs, simulate

    if args.games < 1:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "--games must be at least 1"))
    if args.seed < 0:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "--seed must be 0 or more"))
    ruleset = catalog().get(args.ruleset)
    if args.set:
        ruleset = ruleset.with_options(parse_overrides(args.set))
    levels = [level.strip() for level in args.ai.split(",")]
    jobs = default_jobs() if args.jobs is None else args.jobs
    simulate(ruleset, args.games, args.seed, args.out, levels, progress=sys.stderr, jobs=jobs)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from cardtable.engine.match import replay
    from cardtable.engine.record import read_records
    if args.index < 0:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "--index must be 0 or more"))
    for i, record in enumerate(read_records(args.file)):
        if i == args.index:
            break
    else:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "{file}: there is no record {index} (counting from 0)").format(
            file=str(args.file), index=args.index))
    replay(record)  # a record that does not replay is reported before any window opens
    from cardtable.app import run_gui
    return run_gui(replay_record=record)


def cmd_solve(args: argparse.Namespace) -> int:
    from cardtable.catalog import catalog
    from cardtable.solve import parse_deals, solve_deals
    deals = parse_deals(args.deals)
    ruleset = catalog().get(args.ruleset)
    if args.set:
        ruleset = ruleset.with_options(parse_overrides(args.set))
    solve_deals(ruleset, deals, args.timeout, args.jobs, sys.stdout, args.record,
                progress=sys.stderr)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """**[decision]** A name that is a ruleset file's (``<name>.yaml``, shipped
    or the player's) opens the window at once and the rulesets are read into
    it after its first frame, like a plain start; any other name is looked up
    in every ruleset first, so an unknown one is an error here, before any
    window (a file read later that does not hold it is said in the window)."""
    from cardtable import shipped
    from cardtable.app import run_gui

    name = f"{args.ruleset}.yaml"
    if (shipped.folder("rulesets") / name).is_file() or (paths.user_rulesets_dir() / name).is_file():
        return run_gui(ruleset_id=args.ruleset, seed=args.seed)
    from cardtable.catalog import catalog

    rulesets = catalog()
    ruleset = rulesets.get(args.ruleset)
    return run_gui(ruleset_id=ruleset.id, seed=args.seed, catalog=rulesets)


COMMANDS = {"rulesets": cmd_rulesets, "check-ruleset": cmd_check_ruleset,
            "simulate": cmd_simulate, "replay": cmd_replay, "play": cmd_play,
            "solve": cmd_solve, "winnable": cmd_winnable}


def open_with(argv: Sequence[str]) -> list[str]:
    """``cardtable FILE`` (the desktop's "open with" a record) is ``cardtable replay FILE``."""
    argv = list(argv)
    if len(argv) == 1 and argv[0] not in COMMANDS and not argv[0].startswith("-") \
            and Path(argv[0]).is_file():
        return ["replay", argv[0]]
    return argv


def main(argv: Sequence[str] | None = None) -> int:
    argv = open_with(sys.argv[1:] if argv is None else argv)
    args = _parser().parse_args(argv) if argv else None   # nothing to parse: the desktop's start
    try:
        if args is not None and args.self_test:
            from cardtable.self_test import main as self_test
            return self_test()
        if args is None or args.command is None:
            from cardtable.app import run_gui
            return run_gui()
        return COMMANDS[args.command](args)
    except CardtableError as exc:
        message = exc.args[0] if len(exc.args) == 1 else str(exc)
        print(translated(QT_TRANSLATE_NOOP("cli", "cardtable: {problem}").format(problem=message)), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and closed: not an error
        sys.stderr.close()
        return 0
    except Exception as exc:  # a bug: one line for the user, the details in a log
        import traceback

        log = paths.data_dir() / "crash.log"
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            log.write_text(traceback.format_exc(), encoding="utf-8")
            sentence = QT_TRANSLATE_NOOP("cli", "cardtable: internal error: {error} (details in {log})")
        except OSError:
            sentence = QT_TRANSLATE_NOOP("cli", "cardtable: internal error: {error}")
        print(translated(sentence.format(error=f"{exc.__class__.__name__}: {exc}", log=str(log))), file=sys.stderr)
        return 1
