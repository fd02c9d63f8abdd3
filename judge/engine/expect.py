"""Comparing a Resolution with a scenario's `expect:` (contract, section 6).

Lists compare exactly and in order; `players` and `objects` compare partially: only the keys the
scenario gives, recursively for nested maps.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.engine.resolution import Resolution
from judge.model.scenario import Expect


def mismatches(expect: Expect, res: Resolution, extra_check: Any = None,
               printed_types: Callable[[str], list[str]] | None = None) -> list[str]:
    """What the ruling says otherwise than `expect:`. `printed_types`: a card's own types
    by its name (final.objects gives `types` only where an effect changed them)."""
    out: list[str] = []

    def same_list(key: str, want: tuple[Any, ...] | None, got: list[Any]) -> None:
        if want is not None and list(want) != got:
            out.append(f"{key}: expected {list(want)}, got {got}")

    same_list("resolved", expect.resolved, list(res.resolved))
    same_list("fizzled", expect.fizzled, [f.item for f in res.fizzled])
    same_list("replaced", expect.replaced,
              [f.item for f in res.fizzled if f.outcome == "replaced"])
    same_list("rejected", expect.rejected, [r.action for r in res.rejected])
    same_list("stack", expect.stack, list(res.final["stack"]))
    if expect.priority_given and expect.priority != res.final["priority"]:
        out.append(f"priority: expected {expect.priority}, got {res.final['priority']}")
    if expect.phase is not None:
        turn = res.final["turn"]
        got = turn.get("step") if expect.phase == turn.get("step") else turn["phase"]
        if expect.phase not in (turn["phase"], turn.get("step")):
            out.append(f"phase: expected {expect.phase}, got {got}")
    if expect.winner_given and expect.winner != res.winner:
        out.append(f"winner: expected {expect.winner}, got {res.winner}")
    for pid, want in (expect.players or {}).items():
        got_p = res.final["players"].get(pid)
        if got_p is None:
            out.append(f"players.{pid}: no such player")
            continue
        compare(f"players.{pid}", want, got_p, out, default=0)
    for oid, want in (expect.objects or {}).items():
        got_o = res.final["objects"].get(oid)
        if got_o is None:
            out.append(f"objects.{oid}: no such object in the final state")
            continue
        if "types" in want:
            # a card's types are a set: compared sorted, its own types where none changed them
            types = got_o.get("types") or (printed_types(str(got_o.get("card")))
                                           if printed_types is not None else None)
            got_o = {**got_o, "types": sorted(types) if types is not None else None}
        compare(f"objects.{oid}", want, got_o, out, default=None)
    if expect.outcome is not None and expect.outcome != res.outcome:
        out.append(f"outcome: expected {expect.outcome}, got {res.outcome}")
    if expect.cites is not None:
        cited = set(res.citations)
        missing = [c for c in expect.cites if c not in cited]
        if missing:
            out.append(f"cites: the ruling does not cite {', '.join(missing)}")
    if extra_check is not None:
        out.extend(extra_check(expect.extra, res))
    return out


def compare(path: str, want: Any, got: Any, out: list[str], default: Any) -> None:
    if isinstance(want, dict):
        if not isinstance(got, dict):
            out.append(f"{path}: expected {want}, got {got}")
            return
        for key, value in want.items():
            fallback = default
            # A mark an object or player does not carry is left out of the ruling (object_entry
            # writes only set ones), so a missing key is false: `stunned: false` holds.
            if key in ("exhausted", "face_down", "lost") or value is False:
                fallback = False
            elif key in ("counters", "stats"):
                fallback = {}
            compare(f"{path}.{key}", value, got.get(key, fallback), out, default)
        return
    if isinstance(want, list) and isinstance(got, list):
        if want != got:
            out.append(f"{path}: expected {want}, got {got}")
        return
    if want != got:
        out.append(f"{path}: expected {want!r}, got {got!r}")
