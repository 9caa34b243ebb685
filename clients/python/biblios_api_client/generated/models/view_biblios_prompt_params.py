from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.param_item_type_2 import ParamItemType2
  from ..models.param_value_type_2 import ParamValueType2





T = TypeVar("T", bound="ViewBibliosPromptParams")



@_attrs_define
class ViewBibliosPromptParams:
    

    additional_properties: dict[str, bool | int | list[bool | int | list[bool | int | None | str] | None | ParamItemType2 | str] | None | ParamValueType2 | str] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.param_item_type_2 import ParamItemType2 # noqa: PLC0415
        from ..models.param_value_type_2 import ParamValueType2 # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            
            if isinstance(prop, list):
                field_dict[prop_name] = []
                for componentsschemas_param_value_type_1_item_data in prop:
                    componentsschemas_param_value_type_1_item: bool | dict[str, Any] | int | list[bool | int | None | str] | None | str
                    if isinstance(componentsschemas_param_value_type_1_item_data, list):
                        componentsschemas_param_value_type_1_item = []
                        for componentsschemas_param_item_type_1_item_data in componentsschemas_param_value_type_1_item_data:
                            componentsschemas_param_item_type_1_item: bool | int | None | str
                            componentsschemas_param_item_type_1_item = componentsschemas_param_item_type_1_item_data
                            componentsschemas_param_value_type_1_item.append(componentsschemas_param_item_type_1_item)


                    elif isinstance(componentsschemas_param_value_type_1_item_data, ParamItemType2):
                        componentsschemas_param_value_type_1_item = componentsschemas_param_value_type_1_item_data.to_dict()
                    else:
                        componentsschemas_param_value_type_1_item = componentsschemas_param_value_type_1_item_data
                    field_dict[prop_name].append(componentsschemas_param_value_type_1_item)


            elif isinstance(prop, ParamValueType2):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.param_item_type_2 import ParamItemType2 # noqa: PLC0415
        from ..models.param_value_type_2 import ParamValueType2 # noqa: PLC0415
        d = dict(src_dict)
        view_biblios_prompt_params = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            def _parse_additional_property(data: object) -> bool | int | list[bool | int | list[bool | int | None | str] | None | ParamItemType2 | str] | None | ParamValueType2 | str:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    componentsschemas_param_value_type_1 = []
                    _componentsschemas_param_value_type_1 = data
                    for componentsschemas_param_value_type_1_item_data in (_componentsschemas_param_value_type_1):
                        def _parse_componentsschemas_param_value_type_1_item(data: object) -> bool | int | list[bool | int | None | str] | None | ParamItemType2 | str:
                            if data is None:
                                return data
                            try:
                                if not isinstance(data, list):
                                    raise TypeError()
                                componentsschemas_param_item_type_1 = []
                                _componentsschemas_param_item_type_1 = data
                                for componentsschemas_param_item_type_1_item_data in (_componentsschemas_param_item_type_1):
                                    def _parse_componentsschemas_param_item_type_1_item(data: object) -> bool | int | None | str:
                                        if data is None:
                                            return data
                                        return cast(bool | int | None | str, data)

                                    componentsschemas_param_item_type_1_item = _parse_componentsschemas_param_item_type_1_item(componentsschemas_param_item_type_1_item_data)

                                    componentsschemas_param_item_type_1.append(componentsschemas_param_item_type_1_item)

                                return componentsschemas_param_item_type_1
                            except (TypeError, ValueError, AttributeError, KeyError):
                                pass
                            try:
                                if not isinstance(data, dict):
                                    raise TypeError()
                                componentsschemas_param_item_type_2 = ParamItemType2.from_dict(data)



                                return componentsschemas_param_item_type_2
                            except (TypeError, ValueError, AttributeError, KeyError):
                                pass
                            return cast(bool | int | list[bool | int | None | str] | None | ParamItemType2 | str, data)

                        componentsschemas_param_value_type_1_item = _parse_componentsschemas_param_value_type_1_item(componentsschemas_param_value_type_1_item_data)

                        componentsschemas_param_value_type_1.append(componentsschemas_param_value_type_1_item)

                    return componentsschemas_param_value_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_param_value_type_2 = ParamValueType2.from_dict(data)



                    return componentsschemas_param_value_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(bool | int | list[bool | int | list[bool | int | None | str] | None | ParamItemType2 | str] | None | ParamValueType2 | str, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        view_biblios_prompt_params.additional_properties = additional_properties
        return view_biblios_prompt_params

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> bool | int | list[bool | int | list[bool | int | None | str] | None | ParamItemType2 | str] | None | ParamValueType2 | str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: bool | int | list[bool | int | list[bool | int | None | str] | None | ParamItemType2 | str] | None | ParamValueType2 | str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
