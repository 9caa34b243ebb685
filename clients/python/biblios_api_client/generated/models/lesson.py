from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.lesson_params import LessonParams





T = TypeVar("T", bound="Lesson")



@_attrs_define
class Lesson:
    """ 
        Attributes:
            code (str): the lesson's stable code
            params (LessonParams): what the lesson names
            rule (str): the rule's number in the rules text (`/v1/rules/{game}`)
            section (str): the id of the rules' section it is in
            text (str): the lesson's sentence in the language: what the rule says and what to do now, quoting the rule's
                number
     """

    code: str
    params: LessonParams
    rule: str
    section: str
    text: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.lesson_params import LessonParams # noqa: PLC0415
        code = self.code

        params = self.params.to_dict()

        rule = self.rule

        section = self.section

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "params": params,
            "rule": rule,
            "section": section,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lesson_params import LessonParams # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        params = LessonParams.from_dict(d.pop("params"))




        rule = d.pop("rule")

        section = d.pop("section")

        text = d.pop("text")

        lesson = cls(
            code=code,
            params=params,
            rule=rule,
            section=section,
            text=text,
        )

        return lesson

