from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.church_card_biblios_effect import ChurchCardBibliosEffect
from ..models.church_card_biblios_kind import ChurchCardBibliosKind






T = TypeVar("T", bound="ChurchCardBiblios")



@_attrs_define
class ChurchCardBiblios:
    """ 
        Attributes:
            effect (ChurchCardBibliosEffect):
            id (str):
            kind (ChurchCardBibliosKind):
            name (str):
     """

    effect: ChurchCardBibliosEffect
    id: str
    kind: ChurchCardBibliosKind
    name: str





    def to_dict(self) -> dict[str, Any]:
        effect = self.effect.value

        id = self.id

        kind = self.kind.value

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effect": effect,
            "id": id,
            "kind": kind,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effect = ChurchCardBibliosEffect(d.pop("effect"))




        id = d.pop("id")

        kind = ChurchCardBibliosKind(d.pop("kind"))




        name = d.pop("name")

        church_card_biblios = cls(
            effect=effect,
            id=id,
            kind=kind,
            name=name,
        )

        return church_card_biblios

