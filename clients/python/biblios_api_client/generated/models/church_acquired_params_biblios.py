from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.church_acquired_params_biblios_source import ChurchAcquiredParamsBibliosSource






T = TypeVar("T", bound="ChurchAcquiredParamsBiblios")



@_attrs_define
class ChurchAcquiredParamsBiblios:
    """ The parameters of the event `church_acquired`.

        Attributes:
            card (str): a card id
            source (ChurchAcquiredParamsBibliosSource):
     """

    card: str
    source: ChurchAcquiredParamsBibliosSource





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        source = self.source.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        source = ChurchAcquiredParamsBibliosSource(d.pop("source"))




        church_acquired_params_biblios = cls(
            card=card,
            source=source,
        )

        return church_acquired_params_biblios

