"""攻击检定's margin: the exact net difference of two independent pools (first − second).

Each pool's successes come from a finite chain read level by level (level = rolled successes, as
in ``pool``). A ``Chain`` holds, for each state at the start of a level, the level map L (where
the next level starts) and what ends on this level, with the fortune check passed (or never
called) or failed. The simultaneous ruling's throw gains several successes at once, so a state
may also be "k levels still to wait before a throw of d dice, or an ending": every step is then
one level.

Past a short head, a pool ending on level j has the final value j + extra − deduct − failed. An
ending with a passed check is moved one level on (the state ``DONE``), so every tail ending is
π·Lᵐ·e at the value m + offset. The pairs of tails with a − b = v then sum to a Kronecker geometric
series Σⱼ Lᴬʲ e eᵀ (Lᴮᵀ)ʲ, the Stein equation X = E + Lᴬ X Lᴮᵀ. Dice never increase, so each strongly
connected part of a chain is one state or one cycle (a throw of all 20s returns to its own size
after as many levels as dice): X is solved exactly by substitution, sinks first, around the
orbits of each cycle against cycle. Every listed probability is the whole infinite sum; values
are listed until less than the tolerance is left, and the remainder is exactly 1 − Σ listed.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

from ....problems import MeshalError
from .. import rules
from .pool import (
    SEQUENTIAL,
    Pool,
    Successes,
    _throw_all,
    _throw_one,
    check,
    faces,
    final_value,
    fortune_chance,
)

Vector = dict[int, Fraction]
DONE = ("done", 0, 0)  # an ending with no failed fortune check, one level after it happened


@dataclass(frozen=True)
class Chain:
    """A pool's chain: ``rows[s]`` is L's row (state → P), ``ends[s]`` (P end here, passed; P end
    here, failed); ``tail_end[s]`` is e, what reaches the tail's one ending on this level."""

    rows: tuple[Vector, ...]
    ends: tuple[tuple[Fraction, Fraction], ...]
    tail_end: tuple[Fraction, ...]
    done: int | None  # the index of DONE, if an ending with no failed check can happen


@dataclass(frozen=True)
class Tail:
    """One pool split at level ``len`` of its head: ``head`` (final value → P) ended before it;
    from ``state`` on, an ending m levels later (through e) has the value m + ``offset``."""

    chain: Chain
    head: dict[int, Fraction]
    state: Vector
    offset: int


def chain(pool: Pool) -> Chain:
    """The level chain of ``pool`` (see the module docstring)."""
    check(pool)
    die, passing = faces(pool.edge), fortune_chance(pool.fortune)
    expand = _throw_one if pool.ruling == SEQUENTIAL else _throw_all
    index: dict[tuple[str, int, int], int] = {}
    order: list[tuple[str, int, int]] = []

    def find(label: tuple[str, int, int]) -> int:
        if label not in index:
            index[label] = len(order)
            order.append(label)
        return index[label]

    find(("throw", pool.dice, 0))
    rows: list[Vector] = []
    ends: list[tuple[Fraction, Fraction]] = []
    while len(rows) < len(order):  # states are found while rows are built: a breadth-first walk
        row, end = _row(order[len(rows)], expand, die, passing, find)
        if end[0]:
            row[find(DONE)] = row.get(find(DONE), Fraction(0)) + end[0]
        rows.append(row)
        ends.append(end)
    done = index.get(DONE)
    tail_end = tuple(e[1] + (1 if s == done else 0) for s, e in enumerate(ends))
    return Chain(tuple(rows), tuple(ends), tail_end, done)


def _row(label, expand, die, passing, find) -> tuple[Vector, tuple[Fraction, Fraction]]:
    """L's row and the endings of one state."""
    kind, dice, wait = label
    if wait:
        return {find((kind, dice, wait - 1)): Fraction(1)}, (Fraction(0), Fraction(0))
    if kind != "throw":  # an ending reached: it ends here (DONE is the tail's alone)
        return {}, {"end0": (Fraction(1), Fraction(0)), "end1": (Fraction(0), Fraction(1))}.get(
            kind, (Fraction(0), Fraction(0)))
    levels, endings = _expand(dice, expand, die, passing)
    row: Vector = defaultdict(Fraction)
    for gained, states in levels.items():
        for left, mass in states.items():
            row[find(("throw", left, gained - 1))] += mass
    end = [Fraction(0), Fraction(0)]
    for gained, by_failed in endings.items():
        for failed, mass in by_failed.items():
            if gained:
                row[find((f"end{failed}", 0, gained - 1))] += mass
            else:
                end[failed] += mass
    return dict(row), (end[0], end[1])


def _expand(dice: int, expand, die, passing):
    """One level from ``dice``, through the single-pool engine's own steps (``pool``)."""
    states: dict[int, Fraction] = {dice: Fraction(1)}
    levels: dict[int, dict[int, Fraction]] = defaultdict(dict)
    endings: dict[int, dict[int, Fraction]] = defaultdict(dict)
    while states:  # within a level dice only fall: the most dice first finishes each state once
        most = max(states)
        expand(most, states.pop(most), 0, die, passing, states, levels, endings)
    return levels, endings


def split(pool: Pool, found: Chain) -> Tail:
    """The head before level max(1, deduct + 1); from there every ending is rolled + extra − deduct − failed."""
    levels = max(1, pool.deduct + 1)
    head: dict[int, Fraction] = defaultdict(Fraction)
    state: Vector = {0: Fraction(1)}  # the pool's first throw is state 0
    for level in range(levels):
        for s, mass in state.items():
            for failed, p in enumerate(found.ends[s]):
                if p:
                    head[final_value(level, failed, pool)] += mass * p
        state = step(found, state)
    state = {s: m for s, m in state.items() if s != found.done}  # DONE's mass ended in the head already
    return Tail(found, dict(head), state, levels + pool.extra - pool.deduct - 1)


def step(found: Chain, state: Vector) -> Vector:
    """The states at the start of the next level: state · L."""
    following: Vector = defaultdict(Fraction)
    for s, mass in state.items():
        for t, p in found.rows[s].items():
            following[t] += mass * p
    return {s: m for s, m in following.items() if m}


# --- the Stein equation X = E + Lᴬ X Lᴮᵀ -----------------------------------------------------


def stein(a: Chain, b: Chain, start: tuple[Fraction, ...] | None = None) -> list[list[Fraction]]:
    """X = Σⱼ Lᴬʲ s eᵀ (Lᴮᵀ)ʲ, exactly: row parts of A sinks first; within a cycle of A, column
    parts of B sinks first; a cycle against a cycle around its orbits. ``s`` is A's e (the two
    tails end on one level), or all ones (A ends on B's level or later: ``beyond``)."""
    width = len(b.rows)
    start = a.tail_end if start is None else start
    x: list[list[Fraction]] = [[] for _ in a.rows]
    y: list[list[Fraction]] = [[] for _ in a.rows]   # y[i] = x[i] Lᴮᵀ, what the rows above i read
    parts_b = components(b.rows)
    for part in components(a.rows):
        known = {i: _known(a, b, start[i], i, part, y, width) for i in part}
        loop = cycle(part, a.rows)
        if loop is None:
            for i in part:
                x[i] = known[i]
        else:
            _solve_cycle(part, loop, known, b, parts_b, x)
        for i in part:
            y[i] = _times_transpose(x[i], b.rows)
    return x


def _known(a: Chain, b: Chain, first: Fraction, i: int, part: list[int], y, width: int) -> list[Fraction]:
    """E's row i (``first`` × B's e) plus Lᴬ's steps out of ``part`` (already solved, sinks first)."""
    inside = set(part)
    row = [first * e for e in b.tail_end] if first else [Fraction(0)] * width
    for k, p in a.rows[i].items():
        if k not in inside:
            row = [r + p * q for r, q in zip(row, y[k], strict=True)]
    return row


def _times_transpose(row: list[Fraction], rows: tuple[Vector, ...]) -> list[Fraction]:
    return [sum((row[k] * p for k, p in r.items()), Fraction(0)) for r in rows]


def _solve_cycle(part, loop, known, b: Chain, parts_b, x) -> None:
    """Rows ``part`` of X where Lᴬ cycles: x[i][j] = known + w_i Σₗ x[σi][l] Lᴮ[j][l]."""
    follow, weight = loop
    for i in part:
        x[i] = list(known[i])
    for columns in parts_b:
        inside = set(columns)
        for i in part:
            for j in columns:  # the steps of B out of this part: solved already
                x[i][j] += weight[i] * sum((x[follow[i]][k] * p for k, p in b.rows[j].items() if k not in inside),
                                           Fraction(0))
        other = cycle(columns, b.rows)
        if other is not None:
            _orbits(part, columns, loop, other, x)


def _orbits(part, columns, loop, other, x) -> None:
    """x(i, j) = r(i, j) + wᵢ zⱼ x(σi, τj) around each orbit of (σ, τ): a cycle solved in one pass."""
    (follow, weight), (after, scale) = loop, other
    seen: set[tuple[int, int]] = set()
    for i in part:
        for j in columns:
            if (i, j) in seen:
                continue
            orbit = [(i, j)]
            while (nxt := (follow[orbit[-1][0]], after[orbit[-1][1]])) != (i, j):
                orbit.append(nxt)
            seen.update(orbit)
            factors = [weight[p] * scale[q] for p, q in orbit]
            total, product = Fraction(0), Fraction(1)
            for (p, q), c in zip(orbit, factors, strict=True):
                total += product * x[p][q]
                product *= c
            value = total / (1 - product)  # product < 1: a cycle's weight is a throw of all 20s
            for (p, q), c in reversed(list(zip(orbit, factors, strict=True))):
                value = x[p][q] + c * value
                x[p][q] = value


def cycle(part: list[int], rows: tuple[Vector, ...]) -> tuple[dict[int, int], dict[int, Fraction]] | None:
    """A part's one step inside itself (σ, weight), or None when it has none (a lone state)."""
    inside = set(part)
    follow: dict[int, int] = {}
    weight: dict[int, Fraction] = {}
    for i in part:
        steps = [(k, p) for k, p in rows[i].items() if k in inside]
        if not steps:
            return None  # only a lone state can have no step inside its part
        if len(steps) != 1:  # dice never increase: a part is one state or one simple cycle
            raise AssertionError(f"the chain's part {part} is not a simple cycle")
        follow[i], weight[i] = steps[0]
    return follow, weight


def components(rows: tuple[Vector, ...]) -> list[list[int]]:
    """Tarjan's strongly connected components, each after every part it leads to (sinks first)."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    stack: list[int] = []
    on_stack: set[int] = set()
    found: list[list[int]] = []
    for root in range(len(rows)):
        if root in index:
            continue
        work = [(root, iter(rows[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:  # iterative: a chain of 2,000 states is deeper than Python's recursion
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    part = []
                    while True:
                        top = stack.pop()
                        on_stack.discard(top)
                        part.append(top)
                        if top == node:
                            break
                    found.append(part)
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(rows[child])))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return found


# --- the difference, value by value ------------------------------------------------------------


class _Walk:
    """π·Lᵏ of one pool's tail for k = 0, 1, …, kept as they are reached, and t(k) = π·Lᵏ·e."""

    def __init__(self, tail: Tail) -> None:
        self.tail = tail
        self.states = [tail.state]
        self.ends: list[Fraction] = []

    def state(self, k: int) -> Vector:
        while len(self.states) <= k:
            self.states.append(step(self.tail.chain, self.states[-1]))
        return self.states[k]

    def end(self, k: int) -> Fraction:
        """P(the tail's ending is k levels on), 0 before it."""
        if k < 0:
            return Fraction(0)
        while len(self.ends) <= k:
            found = self.state(len(self.ends))
            self.ends.append(sum((m * self.tail.chain.tail_end[s] for s, m in found.items()), Fraction(0)))
        return self.ends[k]


class _Difference:
    """P(first − second = v), each the whole infinite sum: head × head, head × tail, tail × tail."""

    def __init__(self, first: Tail, second: Tail) -> None:
        self.a, self.b = _Walk(first), _Walk(second)
        x = stein(first.chain, second.chain)
        # Only X·πᴮ and πᴬ·X are read: the tails' pairs at a fixed lag k sum to (πᴬLᴬᵏ)·X·πᴮ (k ≥ 0).
        self.right = [sum((row[j] * m for j, m in second.state.items()), Fraction(0)) for row in x]
        self.left = [sum((x[i][j] * m for i, m in first.state.items()), Fraction(0))
                     for j in range(len(second.chain.rows))]

    def at(self, v: int) -> Fraction:
        a, b = self.a.tail, self.b.tail
        found = sum((p * b.head.get(u - v, 0) for u, p in a.head.items()), Fraction(0))
        found += sum((p * self.b.end(u - v - b.offset) for u, p in a.head.items()), Fraction(0))
        found += sum((q * self.a.end(v + u - a.offset) for u, q in b.head.items()), Fraction(0))
        lag = v - a.offset + b.offset  # the first tail's level minus the second's
        if lag >= 0:
            return found + sum((m * self.right[s] for s, m in self.a.state(lag).items()), Fraction(0))
        return found + sum((self.left[s] * m for s, m in self.b.state(-lag).items()), Fraction(0))


def _tails(first: Pool, second: Pool) -> tuple[Tail, Tail]:
    for pool in (first, second):
        check(pool)
        if pool.dice > rules.MAX_VERSUS[pool.ruling]:
            raise MeshalError("d20-pool-vs-too-many-dice", given=pool.dice, most=rules.MAX_VERSUS[pool.ruling],
                              ruling=pool.ruling)
    return split(first, chain(first)), split(second, chain(second))


def win(first: Pool, second: Pool) -> Fraction:
    """P(first − second > 0), exactly: the whole infinite sum, not only the listed values."""
    a, b = _tails(first, second)
    walk_a, walk_b = _Walk(a), _Walk(b)
    found = sum((p * q for u, p in a.head.items() for w, q in b.head.items() if u > w), Fraction(0))
    # A head value u beats the tail of B while B's value n + offset < u: finitely many n.
    found += sum((p * sum((walk_b.end(n) for n in range(u - b.offset)), Fraction(0))
                  for u, p in a.head.items()), Fraction(0))
    # The tail of A beats a head value w unless it ends at m + offset ≤ w: finitely many m.
    mass_a = 1 - sum(a.head.values(), Fraction(0))
    found += sum((q * (mass_a - sum((walk_a.end(m) for m in range(w - a.offset + 1)), Fraction(0)))
                  for w, q in b.head.items()), Fraction(0))
    return found + _beyond(a, b, b.offset - a.offset + 1)


def _beyond(a: Tail, b: Tail, gap: int) -> Fraction:
    """P(M − N ≥ gap) for the two tails' ending levels M and N (both tails' mass, not 1).

    Y = 𝟙 eᴮᵀ + Lᴬ Y Lᴮᵀ is P(M ≥ N) from each pair of states (every state of a chain ends once:
    its row and its e sum to 1). M − N ≥ gap ≥ 0 is A, ``gap`` levels on, against B; a negative
    gap is the complement of N − M ≥ 1 − gap."""
    if gap < 0:
        both = (1 - sum(a.head.values(), Fraction(0))) * (1 - sum(b.head.values(), Fraction(0)))
        return both - _beyond(b, a, 1 - gap)
    ones = tuple(Fraction(1) for _ in a.chain.rows)
    y = stein(a.chain, b.chain, ones)
    ahead = _Walk(a).state(gap)
    return sum((m * y[i][j] * q for i, m in ahead.items() for j, q in b.state.items()), Fraction(0))


def versus(first: Pool, second: Pool, tolerance: Fraction = rules.TOLERANCE) -> Successes:
    """The net difference first − second, every listed P exact, with less than ``tolerance`` not listed.

    Values are taken outward from 0, the likelier neighbour first, so the listed ones are the
    likeliest run around the middle; the remainder is 1 − Σ listed, exactly."""
    at = _Difference(*_tails(first, second)).at
    listed = {0: at(0)}
    low, high = -1, 1
    below, above = at(low), at(high)
    while 1 - sum(listed.values()) >= tolerance:
        if above == below == 0:  # a gap in the support (extra successes skip values): step over both sides
            listed[high], listed[low], high, low = above, below, high + 1, low - 1
            above, below = at(high), at(low)
        elif above >= below:
            listed[high], high = above, high + 1
            above = at(high)
        else:
            listed[low], low = below, low - 1
            below = at(low)
    outcomes = tuple((v, listed[v]) for v in sorted(listed) if listed[v])
    return Successes(outcomes, 1 - sum(listed.values()))
