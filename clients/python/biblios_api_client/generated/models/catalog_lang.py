from enum import StrEnum

class CatalogLang(StrEnum):
    EN = "en"
    ES = "es"
    FR = "fr"
    RU = "ru"

    def __str__(self) -> str:
        return str(self.value)
