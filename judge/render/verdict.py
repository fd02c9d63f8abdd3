"""The verdict of a ruling as sentences (the answer first, then what resolved, did not, was
rejected or still waits, the winner and the house policies): the text view's verdict panel and a
search hit's answer (lookup/answer.py) say the same. Free of Rich, so building the search index
(which says every bundled ruling's answer) does not load it."""

from __future__ import annotations

from typing import Any

from judge.engine.resolution import Resolution
from judge.render.ids import rule_id

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.msg import Translator


def verdict_lines(res: Resolution, rules: dict[str, Any] | None = None,
                  tr: Translator | None = None) -> list[str]:
    """The answer to the question first (engine/answer.py), then what resolved, did not, was
    rejected or still waits, the winner, and the house policies the ruling depended on (in the
    language of `tr`; None: English)."""
    from judge.engine.answer import ORDER_SAID_WHOLE
    from judge.msg import Msg, cap, said_of, say, word

    lines = answer_lines(res, tr)
    w = res.words
    # The order is said once: by the answer when it leads with the whole of it, each item named
    # ("Wisp Call (call) and Vision (call.token.vision) resolve in that order at steps 6-12"; a
    # longer one it summarises, "9 items, a, b, c … i,", is listed here whole).
    said_order = any(f.lead and f.subject.kind == "resolved" and f.value == list(res.resolved)
                     and len(res.resolved) <= ORDER_SAID_WHOLE for f in res.answer)
    if res.resolved and not said_order:
        lines.append(cap(say(Msg("{resolved}, in order: {items}.", resolved=word(w.resolved),
                                 items=", ".join(res.resolved)), tr)))
    for f in res.fizzled:
        lines.append(say(Msg("{item} did not {resolve}: {why}.", item=f.item,
                             resolve=word(w.resolve[0]), why=said_of(f.text)), tr))
    # An action the answer leads with is said once, there ("No — Action 1 (...) is rejected at
    # step 1: ..."), as the winner is below: a judge reading the verdict aloud repeated it.
    led = {f.subject.id for f in res.answer if f.lead and f.subject.kind == "action"}
    for r in res.rejected:
        if str(r.action) in led:
            continue
        label = res.actions_said[r.action] if r.action < len(res.actions_said) else None
        lines.append(say(Msg("Action {n} ({action}) was rejected: {why}.", n=r.action + 1,
                             action=label, why=said_of(r.text)) if label is not None else
                         Msg("Action {n} was rejected: {why}.", n=r.action + 1,
                             why=said_of(r.text)), tr))
    if res.final["stack"]:
        lines.append(say(Msg("Still {where} (bottom first): {items}.",
                             where=res.words.on_stack_said(),
                             items=", ".join(res.final["stack"])),
                         tr))
    # The winner is said once: by the answer when it speaks about the winner.
    said_winner = any(f.lead and f.subject.kind == "winner" for f in res.answer)
    if res.outcome == "win" and not said_winner:
        lines.append(say(Msg("{player} wins the game.", player=res.winner), tr))
    elif res.outcome == "draw" and not said_winner:
        lines.append(say(Msg("The game is a draw."), tr))
    if not lines:
        lines.append(say(Msg("Nothing happened."), tr))
    if res.policies:
        lines.append(say(Msg("House policies applied: {policies}.", policies="; ".join(
            policy_said(res, k, v, rules) for k, v in res.policies.items())), tr))
    return lines


def answer_lines(res: Resolution, tr: Translator | None = None) -> list[str]:
    """The verdict's first lines: the answer to the question, a sentence for each of its lead
    facts with the rules it cites (engine/answer.py)."""
    return [f"{f.say(tr)}" + (f" ({', '.join(rule_id(c) for c in f.citations)})"
                              if f.citations else "") + "." for f in res.answer if f.lead]


def policy_said(res: Resolution, key: str, option: str, rules: dict[str, Any] | None) -> str:
    """`VW HP.7 (Lethal damage and when it is checked): after-each-item`."""
    pid = res.policy_ids[key]
    rule = (rules or {}).get(pid)
    title = f" ({rule.title})" if rule is not None else ""
    return f"{pid}{title}: {option}"
