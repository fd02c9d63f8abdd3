"""Records: the part of `dataclasses` judge uses, at a fraction of the start-up cost.

Why: `judge resolve --json` must start within a few times a bare `python -c pass`
(bench/run.py). On Python 3.11 `dataclasses.dataclass` runs `exec` once per generated method,
about a millisecond per frozen class, and importing `dataclasses` itself pulls in `inspect`,
`ast`, `dis` and `tokenize`: together more than everything judge does for a small scenario
(tests/architecture/test_startup.py keeps those modules off the resolve path).

`judge.record.dataclass` accepts the arguments we use (`frozen`, `eq`, `repr`) and keeps the
semantics: positional or keyword `__init__`, defaults and `field(default_factory=...)`,
`__post_init__`, inherited fields, `ClassVar` skipped, frozen instances raising
`dataclasses.FrozenInstanceError`, value equality and hashing, `__match_args__`, and `slots=True`
(the class is made anew with `__slots__`, as `dataclasses` does), and `guard=False` (below).
`fields()` and
`replace()` are its own (a field may carry `metadata`, as in dataclasses). Methods are made without
`exec` (a class's `__init__` is compiled only once it has been called often). It relies on no
private part of the standard library: records are not stdlib dataclasses.
tests/test_record.py holds it to the standard library's behaviour.

`frozen=True, guard=False`: a record frozen to the type checker (mypy refuses an assignment to its
fields) and hashed by value like any frozen record, whose instances are not guarded at run time.
For the records made by the thousand per pass (a trace's steps, graph nodes and links, events):
a guarded record's `__init__` must go past its own `__setattr__`, a call per field; an unguarded
one assigns its slots directly, at a third of the cost (bench/run.py, the 10,000-item register).
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from operator import attrgetter

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any, TypeVar, dataclass_transform, overload

    T = TypeVar("T")

__all__ = ["MISSING", "dataclass", "field", "fields", "replace"]


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class Field:
    """A field's declaration: its default or default factory (`repr=False` hides it) and any
    `metadata` (e.g. the declared `Arg` of an effect's argument)."""

    __slots__ = ("default", "default_factory", "metadata", "name", "repr", "type")

    def __init__(self, default: Any = MISSING, default_factory: Any = MISSING,
                 repr: bool = True, metadata: dict[str, Any] | None = None) -> None:
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.default = default
        self.default_factory = default_factory
        self.repr = repr
        self.metadata = metadata or {}
        self.name = ""
        self.type: Any = None

    @property
    def has_default(self) -> bool:
        return self.default is not MISSING or self.default_factory is not MISSING


def field(*, default: Any = MISSING, default_factory: Any = MISSING,
          repr: bool = True, metadata: dict[str, Any] | None = None) -> Any:
    return Field(default, default_factory, repr, metadata)


def fields(record: Any) -> tuple[Field, ...]:
    """The fields of a record class or instance, in order (as `dataclasses.fields`)."""
    cls: Any = record if isinstance(record, type) else type(record)
    return tuple(cls.__record_fields__.values())


#: Plain values a record's field holds (exactly these classes): nothing inside them.
_LEAVES = frozenset((str, int, bool, float, type(None)))


def nested_records(value: Any) -> list[Any]:
    """Every record in `value` and inside it, however nested through fields, tuples and lists,
    outermost first (a card's abilities, their modes and instructions, their conditions)."""
    out: list[Any] = []
    stack = [value]
    while stack:
        node = stack.pop()
        cls = node.__class__
        if cls in _LEAVES:
            continue  # most fields: no record inside, and no failed class look-up to pay for
        if cls is tuple or cls is list:
            stack.extend(reversed(node))
            continue
        read = FIELD_READERS[cls] if cls in FIELD_READERS else field_reader(cls)
        if read is not None:  # a record: its fields read at once, the first popped first
            out.append(node)
            stack.extend(reversed(read(node)))
        elif isinstance(node, (tuple, list)):  # a subclass (a named tuple)
            stack.extend(reversed(node))
    return out


def kept_by_identity(kept: dict[int, tuple[Any, T]], value: Any, work_out: Callable[[Any], T],
                     most: int) -> T:
    """`work_out(value)` for a frozen value (a record, a tuple), worked out once while `kept`
    remembers it: by the value's identity, each answer kept with its value so that a reused id
    is never taken for it, and at most `most` of them (the oldest forgotten first). What a
    card's frozen text says is the same at every resolution and every check of it. The answer
    is shared: read it, never change it."""
    known = kept.get(id(value))
    if known is not None and known[0] is value:
        return known[1]
    out = work_out(value)
    if len(kept) >= most:
        del kept[next(iter(kept))]  # the oldest
    kept[id(value)] = (value, out)
    return out


def walked_records(value: Any) -> list[Any]:
    """`nested_records(value)`, walked once for the last few values asked (`kept_by_identity`):
    checking a card asks several questions of its text in a row (Force of Will's validation: 3
    walks a card)."""
    return kept_by_identity(_WALKED, value, nested_records, WALKS_KEPT)


#: How many values `walked_records` remembers: a file's cards, checked one after another.
WALKS_KEPT = 16
_WALKED: dict[int, tuple[Any, list[Any]]] = {}


#: `field_reader`'s answers, by class.
FIELD_READERS: dict[type, Callable[[Any], tuple[Any, ...]] | None] = {}


def field_reader(cls: type) -> Callable[[Any], tuple[Any, ...]] | None:
    """What reads every field of a record class at once, in order (one operator.attrgetter
    call rather than a `getattr` per field: the walks over every field of many records, as
    `nested_records` and the layers' key make, cost a third as much); None for a class that
    is no record (a class itself is no record either, whatever its class)."""
    if cls in FIELD_READERS:
        return FIELD_READERS[cls]
    names: tuple[str, ...] | None = getattr(cls, "__record_names__", None) \
        if hasattr(cls, "__record_fields__") and not issubclass(cls, type) else None
    read: Callable[[Any], tuple[Any, ...]] | None
    if names is None:
        read = None
    elif len(names) == 1:  # attrgetter of one name gives the value, not a tuple of it
        name = names[0]
        read = lambda record: (getattr(record, name),)  # noqa: E731
    elif names:
        read = attrgetter(*names)
    else:
        read = lambda record: ()  # noqa: E731
    FIELD_READERS[cls] = read
    return read


def replace(obj: T, /, **changes: Any) -> T:
    """A copy of a record with some fields changed (as `dataclasses.replace`)."""
    cls: Any = type(obj)
    values = {name: getattr(obj, name) for name in cls.__record_names__}
    for name in changes:
        if name not in values:
            unknown = sorted(n for n in changes if n not in values)
            raise TypeError(f"{type(obj).__qualname__} has no field {unknown[0]!r}")
    values.update(changes)
    new: T = cls(**values)
    return new


if TYPE_CHECKING:  # what type checkers see (PEP 681): a dataclass-like decorator
    @overload
    @dataclass_transform(field_specifiers=(field, Field))
    def dataclass(cls: type[T], /) -> type[T]: ...

    @overload
    @dataclass_transform(field_specifiers=(field, Field))
    def dataclass(*, frozen: bool = ..., eq: bool = ..., repr: bool = ..., slots: bool = ...,
                  guard: bool = ...) -> Callable[[type[T]], type[T]]: ...

    @dataclass_transform(field_specifiers=(field, Field))
    def dataclass(cls: type[T] | None = None, /, *, frozen: bool = False, eq: bool = True,
                  repr: bool = True, slots: bool = False, guard: bool = True) -> Any:
        return _dataclass(cls, frozen, eq, repr, slots, guard)
else:
    def dataclass(cls=None, /, *, frozen=False, eq=True, repr=True, slots=False, guard=True):
        return _dataclass(cls, frozen, eq, repr, slots, guard)


def _dataclass(cls: type[T] | None, frozen: bool, eq: bool, rep: bool, slots: bool,
               guard: bool) -> Any:
    def wrap(c: type[T]) -> type[T]:
        return _process(c, frozen, eq, rep, slots, guard)

    return wrap if cls is None else wrap(cls)


def _is_classvar(annotation: object) -> bool:
    text = annotation if isinstance(annotation, str) else repr(annotation)
    return text.startswith(("ClassVar", "typing.ClassVar", "t.ClassVar"))


def _collect(cls: type) -> dict[str, Field]:
    fields: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        fields.update(base.__dict__.get("__record_fields__", {}))
    own = cls.__dict__.get("__annotations__", {})  # noqa: RUF063 - own class only, no import
    for name, annotation in own.items():
        if _is_classvar(annotation):
            continue
        default = cls.__dict__.get(name, MISSING)
        f = default if isinstance(default, Field) else Field(default)
        if isinstance(default, (list, dict, set)):
            raise ValueError(f"mutable default {type(default)} for field {name} is not "
                             "allowed: use default_factory")
        f.name = name
        f.type = annotation
        if isinstance(default, Field):
            if default.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, default.default)
        fields[name] = f
    seen_default = False
    for name, f in fields.items():
        if f.has_default:
            seen_default = True
        elif seen_default:
            raise TypeError(f"{cls.__name__}: non-default argument {name!r} follows default "
                            "argument")
    return fields


def _process(cls: type[T], frozen: bool, eq: bool, rep: bool, slots: bool, guard: bool
             ) -> type[T]:
    fields = _collect(cls)
    names = tuple(fields)
    guarded = frozen and guard  # frozen at run time too (guard=False: to the type checker only)
    if slots:
        cls = _slotted(cls, fields, guarded)
    _install_init(cls, fields, guarded)
    # The other methods are shared functions reading the class's metadata: making closures for
    # every class costs start-up time (bench/run.py) for methods rarely called.
    setattr(cls, "__record_names__", names)  # noqa: B010
    if rep:
        setattr(cls, "__record_shown__", tuple(n for n, f in fields.items() if f.repr))  # noqa: B010
        setattr(cls, "__repr__", _repr)  # noqa: B010
    if eq:
        setattr(cls, "__eq__", _eq)  # noqa: B010
        setattr(cls, "__hash__", _hash if frozen else None)  # noqa: B010
    if guarded:
        setattr(cls, "__record_frozen__", cls)  # noqa: B010
        setattr(cls, "__record_frozen_names__", frozenset(names))  # noqa: B010
        setattr(cls, "__setattr__", _frozen_setattr)  # noqa: B010
        setattr(cls, "__delattr__", _frozen_delattr)  # noqa: B010
    setattr(cls, "__record_fields__", fields)  # noqa: B010
    setattr(cls, "__match_args__", names)  # noqa: B010
    return cls


def _slotted(cls: type[T], fields: dict[str, Field], frozen: bool) -> type[T]:
    """The class made anew with a slot per field of its own and no instance `__dict__`: a record
    made by the thousand a pass (a trace's steps, graph nodes, events) then takes a quarter of
    the memory and its fields are read straight from their slots."""
    inherited = {n for base in cls.__mro__[1:] for n in base.__dict__.get("__slots__", ())}
    own = tuple(n for n in fields if n not in inherited)
    namespace = dict(cls.__dict__)
    for name in (*own, "__dict__", "__weakref__"):
        namespace.pop(name, None)  # a default stays in its Field: __init__ supplies it
    for value in namespace.values():
        code = getattr(value, "__code__", None)
        if code is not None and "__class__" in code.co_freevars:
            raise TypeError(f"{cls.__qualname__}: slots=True with a zero-argument super() or "
                            "__class__ in a method (it would name the class before slots)")
    namespace["__slots__"] = own
    if frozen:  # copy and pickle restore a slotted instance by setattr: past the frozen one
        namespace["__getstate__"] = _slots_getstate
        namespace["__setstate__"] = _slots_setstate
    metaclass: Any = type(cls)
    new: type[T] = metaclass(cls.__name__, cls.__bases__, namespace)
    new.__qualname__ = cls.__qualname__
    return new


def _slots_getstate(self: Any) -> tuple[Any, ...]:
    return tuple(getattr(self, n) for n in type(self).__record_names__)


def _slots_setstate(self: Any, state: tuple[Any, ...]) -> None:
    for name, value in zip(type(self).__record_names__, state, strict=True):
        object.__setattr__(self, name, value)


# ----- methods -----------------------------------------------------------------------------------
#: A class's `__init__` is compiled (fast per call, ~0.3 ms to make) once it has been called this
#: often; before that a generic `__init__` serves (no compile, a little slower per call).
COMPILE_AFTER = 64


def _install_init(cls: type, fields: dict[str, Field], frozen: bool) -> None:
    generic = _generic_init(cls, fields, frozen)
    calls = 0

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        nonlocal calls
        calls += 1
        if calls < COMPILE_AFTER:
            generic(self, args, kwargs)
            return
        real = _make_init(cls, fields, frozen)
        setattr(cls, "__init__", real)  # noqa: B010
        real(self, *args, **kwargs)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    setattr(cls, "__init__", __init__)  # noqa: B010


def _generic_init(cls: type, fields: dict[str, Field], frozen: bool
                  ) -> Callable[[Any, tuple[Any, ...], dict[str, Any]], None]:
    names = tuple(fields)
    defaults = {n: f for n, f in fields.items() if f.has_default}
    post_init = hasattr(cls, "__post_init__")
    setter = object.__setattr__ if frozen else setattr
    label = cls.__qualname__

    def init(self: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        if len(args) > len(names):
            raise TypeError(f"{label}.__init__() takes {len(names) + 1} positional arguments "
                            f"but {len(args) + 1} were given")
        unused = dict(kwargs)
        for i, name in enumerate(names):
            if i < len(args):
                if name in unused:
                    raise TypeError(f"{label}.__init__() got multiple values for argument "
                                    f"{name!r}")
                value = args[i]
            elif name in unused:
                value = unused.pop(name)
            elif name in defaults:
                f = defaults[name]
                value = f.default if f.default is not MISSING else f.default_factory()
            else:
                raise TypeError(f"{label}.__init__() missing required argument: {name!r}")
            setter(self, name, value)
        if unused:
            raise TypeError(f"{label}.__init__() got an unexpected keyword argument "
                            f"{next(iter(unused))!r}")
        if post_init:
            self.__post_init__()

    return init


def _make_init(cls: type, fields: dict[str, Field], frozen: bool) -> Callable[..., Any]:
    env: dict[str, Any] = {"MISSING": MISSING, "_set": object.__setattr__,
                           "__builtins__": builtins}
    params, body, values, later = [], [], [], []
    for name, f in fields.items():
        if f.default is not MISSING:
            env[f"_d_{name}"] = f.default
            params.append(f"{name}=_d_{name}")
            value = name
        elif f.default_factory is not MISSING:
            env[f"_f_{name}"] = f.default_factory
            params.append(f"{name}=MISSING")
            value = f"_f_{name}() if {name} is MISSING else {name}"
        else:
            params.append(name)
            value = name
        if not frozen:
            body.append(f"self.{name} = {value}")
        elif "__slots__" in cls.__dict__:
            # A slotted frozen record has no __dict__ to fill whole: each field through its
            # slot's (or its own data descriptor's) __set__, bound once here, which skips the
            # type look-up object.__setattr__ makes per call.
            setter = getattr(_class_attribute(cls, name), "__set__", None)
            if setter is None:  # a field of a base without slots: in the instance's __dict__
                body.append(f"_set(self, {name!r}, {value})")
            else:
                env[f"_s_{name}"] = setter
                body.append(f"_s_{name}(self, {value})")
        elif _data_descriptor(cls, name):
            later.append(f"_set(self, {name!r}, {value})")  # its own __set__ decides
        else:
            values.append(f"{name!r}: {value}")
    if values:
        # A frozen record's fields go past its __setattr__ in one call: its instance dict,
        # whole (a call per field went through object.__setattr__'s slot wrapper each time,
        # and records such as a trace's steps are made by the thousand).
        body.append(f"_set(self, '__dict__', {{{', '.join(values)}}})")
    body += later
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    lines = [f"def __init__(self{''.join(', ' + p for p in params)}):",
             *("    " + line for line in body or ["pass"])]
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), env, namespace)  # the one generated method, for speed per call
    init: Callable[..., Any] = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _class_attribute(cls: type, name: str) -> Any:
    for klass in cls.__mro__:
        if name in klass.__dict__:
            return klass.__dict__[name]
    return None


def _data_descriptor(cls: type, name: str) -> bool:
    """Whether the class attribute `name` is a data descriptor (has `__set__`, as
    trace.Step.summary): assigning the field must then go through it."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            return hasattr(type(klass.__dict__[name]), "__set__")
    return False


def _repr(self: Any) -> str:
    inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in type(self).__record_shown__)
    return f"{type(self).__qualname__}({inner})"


def _eq(self: Any, other: Any) -> Any:
    if other.__class__ is not self.__class__:
        return NotImplemented
    return all(getattr(self, n) == getattr(other, n) for n in type(self).__record_names__)


def _hash(self: Any) -> int:
    return hash(tuple(getattr(self, n) for n in type(self).__record_names__))


def _frozen_owner(self: Any, name: str) -> Any:
    """The frozen record class in charge, if assigning `name` on `self` is forbidden."""
    for klass in type(self).__mro__:
        frozen = klass.__dict__.get("__record_frozen__")
        if frozen is not None:
            if type(self) is frozen or name in frozen.__record_frozen_names__:
                return frozen
            return None
    return None


def _frozen_error(verb: str, name: str) -> Exception:
    from dataclasses import FrozenInstanceError  # only on this (error) path

    return FrozenInstanceError(f"cannot {verb} field {name!r}")


def _frozen_setattr(self: Any, name: str, value: Any) -> None:
    owner = _frozen_owner(self, name)
    if owner is not None:
        raise _frozen_error("assign to", name)
    object.__setattr__(self, name, value)


def _frozen_delattr(self: Any, name: str) -> None:
    owner = _frozen_owner(self, name)
    if owner is not None:
        raise _frozen_error("delete", name)
    object.__delattr__(self, name)


def rewrite_records(node: object, fn: Callable[[object], object]) -> object:
    """`node` with `fn` applied to every record in it, innermost first (a record unchanged is
    returned itself, so a card that grants none of these keywords is left as it is)."""
    if isinstance(node, tuple):
        items = tuple(rewrite_records(x, fn) for x in node)
        return node if all(a is b for a, b in zip(items, node, strict=True)) else items
    names = getattr(type(node), "__record_names__", None)
    if names is None or isinstance(node, type):
        return node
    changed = {}
    for name in names:
        value = getattr(node, name)
        new = rewrite_records(value, fn)
        if new is not value:
            changed[name] = new
    return fn(replace(node, **changed) if changed else node)
