from enum import StrEnum

class Preview1347When(StrEnum):
    NOW = "now"
    RESOLUTION = "resolution"

    def __str__(self) -> str:
        return str(self.value)
