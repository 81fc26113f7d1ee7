"""What a finished match adds to the statistics, and the figures per variant.

A match is summed up once, from its record (``summarize``), into the row the
database keeps; the figures of a variant (``figures``) are computed from those
rows, so a new figure needs no migration of the counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from cardtable.engine.blanc_et_noir.rules import prediction
from cardtable.engine.record import Record
from cardtable.store.database import MatchRow

# How a deal's result gives the person's points (RECORD.md, per engine): the
# deal's own score, or the difference of the running totals.
PER_DEAL = {"tarot": "scores", "red_secret": "scores"}
RUNNING_TOTAL = {"le_rouge_et_le_noir": "scores", "blanc_et_noir": "scores"}
PATIENCE = "rouge_et_noir_patience"


def outcome_of(record: Record, human_seat: int, assisted: bool, abandoned: bool) -> str:
    """won, lost, abandoned, or assisted (won, but a player aid helped: played, not won)."""
    if abandoned or record.result is None:
        return "abandoned"
    if human_seat in record.result.get("winners", []):
        return "assisted" if assisted else "won"
    return "lost"


def _points_per_deal(record: Record, seat: int) -> list[float]:
    points: list[float] = []
    previous = 0.0
    for deal in record.deals:
        result = deal.get("result") or {}
        if record.engine in PER_DEAL and isinstance(result.get(PER_DEAL[record.engine]), list):
            points.append(result[PER_DEAL[record.engine]][seat])
        elif record.engine in RUNNING_TOTAL and isinstance(result.get(RUNNING_TOTAL[record.engine]), list):
            total = result[RUNNING_TOTAL[record.engine]][seat]
            points.append(total - previous)
            previous = total
    return points


def _contracts(record: Record, seat: int) -> tuple[int, int]:
    """(taken, made): Tarot deals the person played as taker, and Blanc et
    noir rounds where they bid a card (made: both numbers exactly won).
    **[decision]** a partner called by the taker has not taken a contract."""
    taken = made = 0
    for deal in record.deals:
        result = deal.get("result") or {}
        if record.engine == "tarot" and result.get("attacker") == seat and "scores" in result:
            taken += 1
            made += result["scores"][seat] > 0
        elif record.engine == "blanc_et_noir" and "wins" in result:
            bids = [a.get("card") for a in deal["actions"] if a.get("a") == "bid" and a.get("p") == seat]
            if bids and bids[0] is not None:
                taken += 1
                made += tuple(result["wins"][seat]) == prediction(bids[0])
    return taken, made


def summarize(record: Record, match_id: str, human_seat: int, *, finished_at: float,
              seconds: float, assisted: bool, abandoned: bool, record_path: str) -> MatchRow:
    points = _points_per_deal(record, human_seat)
    taken, made = _contracts(record, human_seat)
    scores = list(record.result["scores"]) if record.result else []
    return MatchRow(
        match_id=match_id, ruleset=record.ruleset, engine=record.engine, finished_at=finished_at,
        outcome=outcome_of(record, human_seat, assisted, abandoned),
        opponents=", ".join(s.get("ai", "") for s in record.seats if s.get("kind") == "ai"),
        scores=scores, human_seat=human_seat, deals=len(points), my_points=float(sum(points)),
        moves=sum(a.get("p") == human_seat for d in record.deals for a in d["actions"]),
        seconds=round(seconds, 1), contracts_taken=taken, contracts_made=made,
        record_path=record_path)


@dataclass(frozen=True)
class Figures:
    """A variant's statistics, as the statistics window shows them."""

    ruleset: str
    played: int
    won: int
    abandoned: int
    assisted: int
    current_streak: int            # wins in a row up to the last match
    best_streak: int
    fewest_moves: int | None       # patience won: the fewest of the person's moves
    shortest_seconds: float | None  # patience won: the shortest time
    points_per_deal: float | None  # trick games: the person's average per deal
    contracts_taken: int
    contracts_made: int

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


def figures(rows: Iterable[MatchRow], legacy: dict[str, tuple[int, int, int]]) -> dict[str, Figures]:
    """Per ruleset, from the database's rows (any order) and the counts
    imported from the old ``stats.json`` (which only add to played/won)."""
    by_ruleset: dict[str, list[MatchRow]] = {}
    for row in rows:
        by_ruleset.setdefault(row.ruleset, []).append(row)
    out: dict[str, Figures] = {}
    for ruleset in sorted(set(by_ruleset) | set(legacy)):
        matches = sorted(by_ruleset.get(ruleset, []), key=lambda r: r.finished_at)
        old_played, old_won, old_assisted = legacy.get(ruleset, (0, 0, 0))
        current = best = 0
        for row in matches:
            current = current + 1 if row.outcome == "won" else 0
            best = max(best, current)
        won_patience = [r for r in matches if r.engine == PATIENCE and r.outcome == "won"]
        deals = sum(r.deals for r in matches)
        out[ruleset] = Figures(
            ruleset=ruleset, played=old_played + len(matches),
            won=old_won + _count(matches, "won"), abandoned=_count(matches, "abandoned"),
            assisted=old_assisted + _count(matches, "assisted"),
            current_streak=current, best_streak=best,
            fewest_moves=min((r.moves for r in won_patience), default=None),
            shortest_seconds=min((r.seconds for r in won_patience), default=None),
            points_per_deal=sum(r.my_points for r in matches) / deals if deals else None,
            contracts_taken=sum(r.contracts_taken for r in matches),
            contracts_made=sum(r.contracts_made for r in matches))
    return out


def _count(rows: Sequence[MatchRow], outcome: str) -> int:
    return sum(r.outcome == outcome for r in rows)
