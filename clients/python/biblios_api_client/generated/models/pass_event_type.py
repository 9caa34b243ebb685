from enum import StrEnum

class PassEventType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
