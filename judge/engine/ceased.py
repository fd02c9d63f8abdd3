"""An action naming what ceased to exist (RB 186.1, FOW 1303.3a): a token that left the board, or
a copy that left the stack, is kept in the state (zone `nowhere`) so a file may name it, but
nothing answers to it any more. A scripted action naming one is refused as a ruling, not an
error of the file: its id was made on the way, so the file is sound, the action is not."""

from __future__ import annotations

from judge.engine.declare import Refusal
from judge.engine.roles import Role
from judge.model.state import GONE
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table
    from judge.model.scenario import Action

#: The kinds of verb arguments that name objects (engine/actions.py's verbs and the games').
NAMING = ("objects", "object", "targets")


def ceased_refusal(t: Table, action: Action) -> Refusal | None:
    """Why `action` names nothing that exists any more, or None: the first id among its object
    arguments that names a token off the board or a copy off the stack."""
    for key, arg in t.game.all_verbs[action.verb].args.items():
        if arg.kind not in NAMING:
            continue
        for oid in action.ids(key):
            obj = t.state.objects.get(oid)
            if obj is None or obj.zone != GONE or not (obj.token or obj.copy_of):
                continue
            if obj.token:
                return Refusal(phrase(Msg(
                    "{object} was a token and ceased to exist as it left the board: no action "
                    "can name it any more", object=t.name(oid))),
                    t.game.cite_optional(Role.TOKEN_CEASES))
            return Refusal(phrase(Msg(
                "{object} was a copy and ceased to exist as it left the {stack}: no action can "
                "name it any more", object=t.name(oid), stack=t.game.words.stack)),
                t.game.cite_optional(Role.COPY))
    return None
