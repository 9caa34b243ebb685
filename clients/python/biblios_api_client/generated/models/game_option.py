from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_option_items import GameOptionItems
from ..models.game_option_type import GameOptionType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GameOption")



@_attrs_define
class GameOption:
    """ 
        Attributes:
            default (Any): null: absent by default
            name (str): the create request's field
            required (bool): required with its variants
            type_ (GameOptionType):
            items (GameOptionItems | Unset): `array` and `object`: each value's type
            keys (list[str] | Unset): `object`: the keys it takes
            max_items (int | Unset): `array`: the most values
            maximum (int | Unset): integers: the most (each value's)
            minimum (int | Unset): integers: the least (each value's)
            variants (list[str] | Unset): the variants it applies to (absent: all)
     """

    default: Any
    name: str
    required: bool
    type_: GameOptionType
    items: GameOptionItems | Unset = UNSET
    keys: list[str] | Unset = UNSET
    max_items: int | Unset = UNSET
    maximum: int | Unset = UNSET
    minimum: int | Unset = UNSET
    variants: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        default = self.default

        name = self.name

        required = self.required

        type_ = self.type_.value

        items: str | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = self.items.value


        keys: list[str] | Unset = UNSET
        if not isinstance(self.keys, Unset):
            keys = self.keys



        max_items = self.max_items

        maximum = self.maximum

        minimum = self.minimum

        variants: list[str] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "default": default,
            "name": name,
            "required": required,
            "type": type_,
        })
        if items is not UNSET:
            field_dict["items"] = items
        if keys is not UNSET:
            field_dict["keys"] = keys
        if max_items is not UNSET:
            field_dict["max_items"] = max_items
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        default = d.pop("default")

        name = d.pop("name")

        required = d.pop("required")

        type_ = GameOptionType(d.pop("type"))




        _items = d.pop("items", UNSET)
        items: GameOptionItems | Unset
        if isinstance(_items,  Unset):
            items = UNSET
        else:
            items = GameOptionItems(_items)




        keys = cast(list[str], d.pop("keys", UNSET))


        max_items = d.pop("max_items", UNSET)

        maximum = d.pop("maximum", UNSET)

        minimum = d.pop("minimum", UNSET)

        variants = cast(list[str], d.pop("variants", UNSET))


        game_option = cls(
            default=default,
            name=name,
            required=required,
            type_=type_,
            items=items,
            keys=keys,
            max_items=max_items,
            maximum=maximum,
            minimum=minimum,
            variants=variants,
        )

        return game_option

