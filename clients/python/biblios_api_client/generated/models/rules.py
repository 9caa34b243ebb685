from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules_lang import RulesLang
from typing import cast

if TYPE_CHECKING:
  from ..models.rules_section import RulesSection





T = TypeVar("T", bound="Rules")



@_attrs_define
class Rules:
    """ 
        Attributes:
            lang (RulesLang):
            sections (list[RulesSection]):
     """

    lang: RulesLang
    sections: list[RulesSection]





    def to_dict(self) -> dict[str, Any]:
        from ..models.rules_section import RulesSection # noqa: PLC0415
        lang = self.lang.value

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lang": lang,
            "sections": sections,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rules_section import RulesSection # noqa: PLC0415
        d = dict(src_dict)
        lang = RulesLang(d.pop("lang"))




        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = RulesSection.from_dict(sections_item_data)



            sections.append(sections_item)


        rules = cls(
            lang=lang,
            sections=sections,
        )

        return rules

