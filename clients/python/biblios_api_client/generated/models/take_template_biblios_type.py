from enum import StrEnum

class TakeTemplateBibliosType(StrEnum):
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
