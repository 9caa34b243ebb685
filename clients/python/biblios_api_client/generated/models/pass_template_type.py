from enum import StrEnum

class PassTemplateType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
