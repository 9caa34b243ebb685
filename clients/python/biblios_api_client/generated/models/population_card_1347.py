from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.population_card_1347_class import PopulationCard1347Class
from ..models.population_card_1347_kind import PopulationCard1347Kind






T = TypeVar("T", bound="PopulationCard1347")



@_attrs_define
class PopulationCard1347:
    """ 
        Attributes:
            class_ (PopulationCard1347Class):
            id (str):
            kind (PopulationCard1347Kind):
            name (str):
            nuns (int): 0 to 4
     """

    class_: PopulationCard1347Class
    id: str
    kind: PopulationCard1347Kind
    name: str
    nuns: int





    def to_dict(self) -> dict[str, Any]:
        class_ = self.class_.value

        id = self.id

        kind = self.kind.value

        name = self.name

        nuns = self.nuns


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "class": class_,
            "id": id,
            "kind": kind,
            "name": name,
            "nuns": nuns,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        class_ = PopulationCard1347Class(d.pop("class"))




        id = d.pop("id")

        kind = PopulationCard1347Kind(d.pop("kind"))




        name = d.pop("name")

        nuns = d.pop("nuns")

        population_card_1347 = cls(
            class_=class_,
            id=id,
            kind=kind,
            name=name,
            nuns=nuns,
        )

        return population_card_1347

