from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.export_result_biblios_categories import ExportResultBibliosCategories
  from ..models.export_seat_result_biblios import ExportSeatResultBiblios





T = TypeVar("T", bound="ExportResultBiblios")



@_attrs_define
class ExportResultBiblios:
    """ 
        Attributes:
            categories (ExportResultBibliosCategories):
            seats (list[ExportSeatResultBiblios]):
     """

    categories: ExportResultBibliosCategories
    seats: list[ExportSeatResultBiblios]





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_result_biblios_categories import ExportResultBibliosCategories # noqa: PLC0415
        from ..models.export_seat_result_biblios import ExportSeatResultBiblios # noqa: PLC0415
        categories = self.categories.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "categories": categories,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_result_biblios_categories import ExportResultBibliosCategories # noqa: PLC0415
        from ..models.export_seat_result_biblios import ExportSeatResultBiblios # noqa: PLC0415
        d = dict(src_dict)
        categories = ExportResultBibliosCategories.from_dict(d.pop("categories"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = ExportSeatResultBiblios.from_dict(seats_item_data)



            seats.append(seats_item)


        export_result_biblios = cls(
            categories=categories,
            seats=seats,
        )

        return export_result_biblios

