from enum import StrEnum

class ReplayExportAs(StrEnum):
    ALL = "all"
    VALUE_1 = "0"
    VALUE_2 = "1"
    VALUE_3 = "2"
    VALUE_4 = "3"
    VALUE_5 = "4"
    VALUE_6 = "5"
    VALUE_7 = "6"
    VALUE_8 = "7"

    def __str__(self) -> str:
        return str(self.value)
