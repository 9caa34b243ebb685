"""The documentation of a game's view, of its export's result and of its catalog, made from
the engine's declaration (``Game.view_fields``, ``Game.result_fields``,
``Game.catalog_fields``, ``engine.Field``) with what the table and the API add to them: each
result seat's ``status`` and ``standing`` (``engine.table.RESULT_SEAT_FIELDS``) and
``external_id``, and, in the view, what the game's presenter adds (``extra``: a seat's
``name``...) and shows in place of ids (``refs``: a card id as the card) and, in the catalog,
the texts its vocabulary gives each entry (``Vocabulary.catalog_texts``). What an edge brings
is content: descriptions and components' names.

The handlers build the view (the presenter) and the export (``engine.export``) themselves;
these schemas only document them, and the HTTP tests validate every answer against them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from marshmallow import Schema, fields

from engine.protocol import Field, Game
from engine.table import RESULT_SEAT_FIELDS

from ..i18n.field_messages import one_of
from .common import CatalogBase, ViewBase, export_doc
from .field_schema import Component, FieldBuilder, Registry, described

_EXTERNAL_ID = "the portal's own id of the seat's player (null: none)"
_STANDING = "how the seat ended: shown beside the rank"
_RANK = (
    "the placement (1 is best; equal placements share a rank): resigned and taken-over seats "
    "rank after every playing seat"
)


def _seat_extra(
    game: Game, name: bool, descriptions: Mapping[str, str]
) -> dict[str, Callable[[], fields.Field]]:
    """What the table and the API add to a seat of ``game``'s result (``name``: the view's)."""
    seats = next(spec for spec in game.result_fields if spec.name == "seats")
    own = {part.name: part for part in seats.items}  # type: ignore[union-attr]
    extra: dict[str, Callable[[], fields.Field]] = {}
    for spec in RESULT_SEAT_FIELDS:
        choices = (*spec.choices, *(own[spec.name].choices if spec.name in own else ()))
        shown = described(descriptions, f"result.seats.{spec.name}")
        extra[spec.name] = lambda c=choices, d=shown: fields.String(
            required=True, validate=one_of(c), **d
        )
    extra["external_id"] = lambda: fields.String(
        required=True, allow_none=True, metadata={"description": _EXTERNAL_ID}
    )
    if name:
        extra["name"] = lambda: fields.String(required=True)
    return extra


def _with_rank(descriptions: Mapping[str, str]) -> dict[str, str]:
    """``descriptions`` with those of the result seats' rank and standing by default."""
    return {"result.seats.rank": _RANK, "result.seats.standing": _STANDING, **descriptions}


def view_schema(
    game: Game,
    name: str,
    *,
    seat_result: str,
    descriptions: Mapping[str, str] | None = None,
    components: Mapping[str, Component] | None = None,
    refs: Mapping[str, Callable[..., fields.Field]] | None = None,
    extra: Mapping[str, Mapping[str, Callable[[], fields.Field]]] | None = None,
    renames: Mapping[str, str] | None = None,
    suffix: str = "",
    doc: str = "The game as the caller may see it.",
    registry: Registry,
) -> type[Schema]:
    """The view of ``game`` (``GET /v1/games/{id}``), named ``name``: ``ViewBase`` and the
    game's ``view_fields`` (``renames``: a field the presenter names otherwise → its name);
    ``seat_result`` names its result's seat component (``suffix``: the others'
    ``api.schemas.field_schema`` does not name otherwise; ``registry``: the build's)."""
    descriptions = _with_rank(descriptions or {})
    added = {**(extra or {}), seat_result: _seat_extra(game, True, descriptions)}
    components = {"result.seats": (seat_result, None), **(components or {})}
    builder = FieldBuilder(descriptions, components, refs, added, suffix, registry=registry)
    attributes: dict[str, Any] = {
        "game": fields.String(required=True, validate=one_of([game.info.id])),
    }
    attributes["prompt_code"] = fields.String(required=True, validate=one_of(sorted(game.prompts)))
    for spec in game.view_fields:
        attributes[(renames or {}).get(spec.name, spec.name)] = builder.field(
            spec, spec.name, required=True, **described(descriptions, spec.name)
        )
    attributes["__doc__"] = doc
    return type(name, (ViewBase,), attributes)


def export_schema(
    game: Game,
    suffix: str,
    *,
    result: str,
    seat_result: str,
    descriptions: Mapping[str, str] | None = None,
    components: Mapping[str, Component] | None = None,
    registry: Registry,
) -> type[Schema]:
    """The export document of ``game`` (``api.schemas.common.export_doc``): its options as its
    ``GameInfo`` declares them and its result (``result_fields``, card ids as they are, each
    seat with its status, standing and external id), named ``result``; ``seat_result`` names
    the result's seat component."""
    descriptions = _with_rank(descriptions or {})
    info = game.info
    components = {
        "result": (
            result,
            f"The engine's result of a game of `{info.id}` (`Table.result()`), each seat with "
            "its status and final rank: the export's `result`.",
        ),
        "result.seats": (seat_result, None),
        **(components or {}),
    }
    extra = {seat_result: _seat_extra(game, False, descriptions)}
    builder = FieldBuilder(descriptions, components, {}, extra, suffix, registry=registry)
    shape = Field("result", "object", items=game.result_fields)
    result_schema = builder.field(shape, "result").nested  # type: ignore[attr-defined]
    options = {
        option.name: builder.field(
            option.field(), option.name, **described(descriptions, option.name)
        )
        for option in info.options
    }
    return export_doc(
        info.id,
        suffix,
        players=(info.min_players, info.max_players),
        variants=info.variants,
        result=result_schema,
        options=options,
    )


def catalog_schema(
    game: Game,
    name: str,
    texts: Mapping[str, Iterable[str]],
    *,
    descriptions: Mapping[str, str] | None = None,
    components: Mapping[str, Component] | None = None,
    refs: Mapping[str, Callable[..., fields.Field]] | None = None,
    suffix: str = "",
    doc: str = "The game's components and reference data, localized.",
    registry: Registry,
) -> type[Schema]:
    """The localized catalog of ``game`` (``GET /v1/catalog/<game>``), named ``name``:
    ``CatalogBase`` and the game's ``catalog_fields``, each entry with the texts ``texts``
    names (an entry's path → its texts' keys: the keys of ``Vocabulary.catalog_texts``)."""
    extra = {
        path: {key: lambda: fields.String(required=True) for key in keys}
        for path, keys in texts.items()
    }
    builder = FieldBuilder(descriptions, components, refs, extra, suffix, registry=registry)
    attributes: dict[str, Any] = {
        "game": fields.String(required=True, validate=one_of([game.info.id])),
        **{
            spec.name: builder.field(
                spec, spec.name, required=True, **described(descriptions or {}, spec.name)
            )
            for spec in game.catalog_fields
        },
        "__doc__": doc,
    }
    return type(name, (CatalogBase,), attributes)
