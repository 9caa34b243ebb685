from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.error_errors import ErrorErrors





T = TypeVar("T", bound="Error")



@_attrs_define
class Error:
    """ 
        Attributes:
            code (int | Unset): Error code
            errors (ErrorErrors | Unset): Errors
            message (str | Unset): Error message
            status (str | Unset): Error name
     """

    code: int | Unset = UNSET
    errors: ErrorErrors | Unset = UNSET
    message: str | Unset = UNSET
    status: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_errors import ErrorErrors # noqa: PLC0415
        code = self.code

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        message = self.message

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if code is not UNSET:
            field_dict["code"] = code
        if errors is not UNSET:
            field_dict["errors"] = errors
        if message is not UNSET:
            field_dict["message"] = message
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_errors import ErrorErrors # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ErrorErrors | Unset
        if isinstance(_errors,  Unset):
            errors = UNSET
        else:
            errors = ErrorErrors.from_dict(_errors)




        message = d.pop("message", UNSET)

        status = d.pop("status", UNSET)

        error = cls(
            code=code,
            errors=errors,
            message=message,
            status=status,
        )

        return error

