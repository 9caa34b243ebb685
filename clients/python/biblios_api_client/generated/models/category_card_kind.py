from enum import StrEnum

class CategoryCardKind(StrEnum):
    CATEGORY = "category"

    def __str__(self) -> str:
        return str(self.value)
