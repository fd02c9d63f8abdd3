"""judge.enums.StrEnum behaves as enum.StrEnum wherever judge uses it (judge/enums.py)."""

from __future__ import annotations

import copy
import enum
import json
import pickle

import pytest

from judge.engine.events import EventKind
from judge.engine.reasons import Reason
from judge.engine.roles import Role
from judge.engine.trace import Relation, StepKind
from judge.enums import StrEnum


class Light(StrEnum):
    """A docstring is not a member."""

    FIRST = "first"
    SECOND = "second"  # a comment


class Real(enum.StrEnum):
    FIRST = "first"
    SECOND = "second"


def test_members_read_as_enum_str_members_do() -> None:
    for light, real in zip(Light, Real, strict=True):
        assert (light.name, light.value, str(light), f"{light}") == \
            (real.name, real.value, str(real), f"{real}")
        assert light == real == real.value and hash(light) == hash(real.value)
        assert repr(light) == repr(real).replace("Real", "Light")
        assert Light(real.value) is light
        assert light in Light and real.value in Light
        assert copy.copy(light) is light and copy.deepcopy(light) is light
        assert pickle.loads(pickle.dumps(light)) is light
        assert isinstance(light, Light) and isinstance(light, str)
    assert len(Light) == 2 and list(Light.__members__) == ["FIRST", "SECOND"]
    assert json.dumps({Light.FIRST: [Light.SECOND]}) == '{"first": ["second"]}'


def test_an_unknown_value_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="'third' is not a valid Light"):
        Light("third")
    with pytest.raises(ValueError):
        Light(["first"])  # unhashable: not a member either


def test_a_member_cannot_be_reassigned() -> None:
    with pytest.raises(AttributeError):
        Light.FIRST = "other"  # type: ignore[misc]


@pytest.mark.parametrize("kind", [StepKind, Relation, Reason, EventKind, Role])
def test_judges_enumerations_keep_every_member(kind: type[StrEnum]) -> None:
    values = [m.value for m in kind]
    assert values and len(set(values)) == len(values)
    assert all(kind(v).value == v for v in values)
