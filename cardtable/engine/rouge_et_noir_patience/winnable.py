"""Deal numbers the solver has proved winnable, for "Winnable deals only".

The list ships with the app (``winnable_deals.txt``, package data) and is
grown by ``cardtable winnable --from A --to B --out FILE``, which solves each
deal number of the range and adds those proved won to the file (a deal the
solver cannot settle within its budget is simply left out: the list holds
proofs, not guesses). The first line names the options the proofs hold for:
a deal winnable with one ``deal_when`` may not be with another, so
``winnable_deals(options)`` is empty for options not proved.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from cardtable.engine.errors import CardtableError
from cardtable.engine.rouge_et_noir_patience.solver import Solution, solve

SHIPPED = Path(__file__).with_name("winnable_deals.txt")
HEADER = "# cardtable: Rouge et Noir deals proved winnable by the solver; options: "


def read_list(path: Path = SHIPPED) -> tuple[dict[str, Any], tuple[int, ...]]:
    """(the options the proofs hold for, the deal numbers, ascending)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise CardtableError(f"{path}: {exc.strerror}") from None
    if not lines or not lines[0].startswith(HEADER):
        raise CardtableError(f"{path}: not a list of winnable deals")
    try:
        options = json.loads(lines[0][len(HEADER):])
        numbers = sorted({int(line) for line in lines[1:] if line.strip()})
    except ValueError as exc:
        raise CardtableError(f"{path}: {exc}") from None
    return options, tuple(numbers)


def winnable_deals(options: dict[str, Any], path: Path = SHIPPED) -> tuple[int, ...]:
    """The deal numbers proved winnable with these options (none if the list
    was proved for other options)."""
    proved_for, numbers = read_list(path)
    return numbers if proved_for == options else ()


def write_list(path: Path, options: dict[str, Any], numbers: Iterable[int]) -> None:
    body = "".join(f"{n}\n" for n in sorted(set(numbers)))
    path.write_text(HEADER + json.dumps(options, sort_keys=True) + "\n" + body, encoding="utf-8")


def prove(game, numbers: Iterable[int], max_nodes: int) -> Iterator[tuple[int, Solution]]:
    """Each deal number with the solver's answer on its opening position."""
    for number in numbers:
        yield number, solve(game.new_state(number), max_nodes=max_nodes)


def grow_list(game, numbers: Iterable[int], out: Path, max_nodes: int,
              report: Callable[[str], None] = lambda line: None) -> int:
    """Solve ``numbers`` and add the deals proved won to the list at ``out``
    (kept when it exists and holds for the same options). Returns how many
    were proved won."""
    options = game.options_dict()
    known: tuple[int, ...] = ()
    if out.exists():
        proved_for, known = read_list(out)
        if proved_for != options:
            raise CardtableError(f"{out} holds deals proved for other options ({proved_for})")
    won = []
    for number, solution in prove(game, numbers, max_nodes):
        report(f"deal {number}: {solution.verdict} ({solution.nodes} positions)")
        if solution.verdict == "won":
            won.append(number)
            write_list(out, options, known + tuple(won))   # kept as it grows
    write_list(out, options, known + tuple(won))
    return len(won)
