from enum import StrEnum

class PassActionBibliosType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
