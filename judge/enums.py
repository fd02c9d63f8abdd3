"""`StrEnum`, light: the few behaviours of `enum.StrEnum` judge uses, at a fraction of its cost.

Why: every `judge resolve` creates judge's enumerations (step kinds, graph relations, fizzle
reasons, trigger events, rule roles: about 125 members), and `enum` builds each member through
several layers of descriptors and checks; that was about a twentieth of the instructions of a cold
`judge resolve --json` (bench/run.py, cold start). Type checkers see the real `enum.StrEnum`
(modules import this one at run time only), so exhaustiveness and member types are checked as
before.

What a member does, as with `enum.StrEnum`: it is a `str` equal to (and hashing as) its value;
`str()` and formatting give the value; `.name` and `.value`; `Kind("value")` looks a member up
(ValueError if none); iterating the class gives the members in definition order; copies are the
member itself. A member is any upper-case class attribute whose value is a string.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any


class _Members(type):
    _members_: dict[str, Any]
    _by_value_: dict[str, Any]

    def __new__(mcs, name: str, bases: tuple[type, ...], ns: dict[str, Any]) -> _Members:
        cls = super().__new__(mcs, name, bases, ns)
        members: dict[str, Any] = {}
        for key, value in ns.items():
            if key.isupper() and type(value) is str:
                member: Any = str.__new__(cls, value)  # type: ignore[arg-type]
                member._name_ = key
                members[key] = member
                type.__setattr__(cls, key, member)
        cls._members_ = members
        cls._by_value_ = {str(m): m for m in members.values()}
        return cls

    def __call__(cls, value: object) -> Any:
        try:
            return cls._by_value_[value]  # type: ignore[index]
        except (KeyError, TypeError):
            raise ValueError(f"{value!r} is not a valid {cls.__name__}") from None

    def __iter__(cls) -> Iterator[Any]:
        return iter(cls._members_.values())

    def __len__(cls) -> int:
        return len(cls._members_)

    def __contains__(cls, value: object) -> bool:
        return isinstance(value, cls) or (isinstance(value, str) and value in cls._by_value_)

    def __setattr__(cls, key: str, value: object) -> None:
        if key in cls.__dict__.get("_members_", ()):
            raise AttributeError(f"cannot reassign member {key!r}")
        super().__setattr__(key, value)

    @property
    def __members__(cls) -> dict[str, Any]:
        return dict(cls._members_)


class StrEnum(str, metaclass=_Members):
    _name_: str
    _members_: dict[str, Any]
    _by_value_: dict[str, Any]

    @property
    def name(self) -> str:
        return self._name_

    @property
    def value(self) -> str:
        return str.__str__(self)

    __str__ = str.__str__
    __format__ = str.__format__

    def __repr__(self) -> str:
        return f"<{type(self).__name__}.{self._name_}: {str.__repr__(self)}>"

    def __copy__(self) -> StrEnum:
        return self

    def __deepcopy__(self, memo: object) -> StrEnum:
        return self

    def __reduce_ex__(self, protocol: object) -> tuple[Any, tuple[str]]:
        return type(self), (str.__str__(self),)
