from enum import StrEnum

class PassEventBibliosType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
