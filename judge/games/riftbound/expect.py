"""Comparing Riftbound's own `expect:` keys with `final.game` of a ruling."""

from __future__ import annotations

from typing import Any


def mismatches(want: dict[str, Any], final: dict[str, Any]) -> list[str]:
    game = final.get("game") or {}
    out: list[str] = []
    for key in ("focus", "state"):
        if key in want and want[key] != game.get(key):
            out.append(f"{key}: expected {want[key]!r}, got {game.get(key)!r}")
    for key in ("control", "contested", "staged", "scored"):
        for name, value in (want.get(key) or {}).items():
            got = (game.get(key) or {}).get(name)
            if key == "scored":
                got = got or []
            if value != got:
                out.append(f"{key}.{name}: expected {value!r}, got {got!r}")
    if "pending" in want and list(want["pending"]) != game.get("pending"):
        out.append(f"pending: expected {list(want['pending'])}, got {game.get('pending')}")
    if "showdown" in want:
        out += partial("showdown", want["showdown"], game.get("showdown"))
    for key in ("combats", "scores"):
        if key not in want:
            continue
        got_list = game.get(key) or []
        if len(want[key]) != len(got_list):
            out.append(f"{key}: expected {len(want[key])} entries, got {got_list}")
            continue
        for i, (w, g) in enumerate(zip(want[key], got_list, strict=True)):
            out += partial(f"{key}[{i}]", w, g)
    return out


def partial(path: str, want: Any, got: Any) -> list[str]:
    if want is None or not isinstance(want, dict):
        return [] if want == got else [f"{path}: expected {want!r}, got {got!r}"]
    if not isinstance(got, dict):
        return [f"{path}: expected {want!r}, got {got!r}"]
    return [f"{path}.{k}: expected {v!r}, got {got.get(k)!r}" for k, v in want.items()
            if got.get(k) != v]
