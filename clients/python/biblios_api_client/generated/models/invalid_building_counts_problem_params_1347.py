from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.invalid_building_counts_problem_params_1347_class import InvalidBuildingCountsProblemParams1347Class






T = TypeVar("T", bound="InvalidBuildingCountsProblemParams1347")



@_attrs_define
class InvalidBuildingCountsProblemParams1347:
    """ The parameters of the problem `invalid_building_counts`: a class's copies do not sum to 5 (P14).

        Attributes:
            class_ (InvalidBuildingCountsProblemParams1347Class): the class
            given (int): the copies of its two types given
     """

    class_: InvalidBuildingCountsProblemParams1347Class
    given: int





    def to_dict(self) -> dict[str, Any]:
        class_ = self.class_.value

        given = self.given


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "class": class_,
            "given": given,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        class_ = InvalidBuildingCountsProblemParams1347Class(d.pop("class"))




        given = d.pop("given")

        invalid_building_counts_problem_params_1347 = cls(
            class_=class_,
            given=given,
        )

        return invalid_building_counts_problem_params_1347

