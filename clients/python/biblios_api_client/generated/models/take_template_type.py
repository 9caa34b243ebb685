from enum import StrEnum

class TakeTemplateType(StrEnum):
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
