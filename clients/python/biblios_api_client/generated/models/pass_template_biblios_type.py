from enum import StrEnum

class PassTemplateBibliosType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
