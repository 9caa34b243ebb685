from enum import StrEnum

class ChurchTemplateBibliosType(StrEnum):
    CHURCH = "church"

    def __str__(self) -> str:
        return str(self.value)
