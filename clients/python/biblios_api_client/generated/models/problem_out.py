from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_out_code import ProblemOutCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.field_errors import FieldErrors
  from ..models.problem_out_params import ProblemOutParams





T = TypeVar("T", bound="ProblemOut")



@_attrs_define
class ProblemOut:
    """ 
        Attributes:
            code (ProblemOutCode):
            detail (str):
            status (int):
            title (str):
            type_ (str):
            errors (FieldErrors | Unset): The refused fields: each field's messages (localized), or for a nested field or a
                list's item (by index), its own map.
            params (ProblemOutParams | Unset): what the sentence needs (ids, seats, numbers): typed by `code` in
                `ProblemParams` (`ProblemParams[code]`); absent for a code without parameters
            request_id (str | Unset): the request's id (X-Request-Id), for reports and logs
     """

    code: ProblemOutCode
    detail: str
    status: int
    title: str
    type_: str
    errors: FieldErrors | Unset = UNSET
    params: ProblemOutParams | Unset = UNSET
    request_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.field_errors import FieldErrors # noqa: PLC0415
        from ..models.problem_out_params import ProblemOutParams # noqa: PLC0415
        code = self.code.value

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        request_id = self.request_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "detail": detail,
            "status": status,
            "title": title,
            "type": type_,
        })
        if errors is not UNSET:
            field_dict["errors"] = errors
        if params is not UNSET:
            field_dict["params"] = params
        if request_id is not UNSET:
            field_dict["request_id"] = request_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_errors import FieldErrors # noqa: PLC0415
        from ..models.problem_out_params import ProblemOutParams # noqa: PLC0415
        d = dict(src_dict)
        code = ProblemOutCode(d.pop("code"))




        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        _errors = d.pop("errors", UNSET)
        errors: FieldErrors | Unset
        if isinstance(_errors,  Unset):
            errors = UNSET
        else:
            errors = FieldErrors.from_dict(_errors)




        _params = d.pop("params", UNSET)
        params: ProblemOutParams | Unset
        if isinstance(_params,  Unset):
            params = UNSET
        else:
            params = ProblemOutParams.from_dict(_params)




        request_id = d.pop("request_id", UNSET)

        problem_out = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            errors=errors,
            params=params,
            request_id=request_id,
        )

        return problem_out

